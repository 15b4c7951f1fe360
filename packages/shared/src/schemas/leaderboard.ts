import { z } from 'zod';
import { LEADERBOARD_ADJUST_MAX, LEADERBOARD_PAGE_SIZE } from '../constants';
import { LEADERBOARD_BY, LEADERBOARD_PERIODS, POINT_KINDS } from '../enums';
import { IDEA_MSG } from '../messages-ideas';
import { okSchema, ZListMeta } from './envelope';
import { requiredId, VALIDATION_MSG } from './fields';

/** GET /leaderboard?period=week|month|all&by=member|team&page=&limit= */
export const ZLeaderboardQuery = z.object({
  period: z
    .enum(LEADERBOARD_PERIODS, { error: VALIDATION_MSG.mustBeOneOf('period', LEADERBOARD_PERIODS.join(', ')) })
    .default('week'),
  by: z.enum(LEADERBOARD_BY, { error: VALIDATION_MSG.mustBeOneOf('by', LEADERBOARD_BY.join(', ')) }).default('member'),
  page: z.coerce
    .number()
    .int()
    .min(1, VALIDATION_MSG.mustBeOneOrMore('page'))
    .max(100_000, VALIDATION_MSG.tooLarge('page'))
    .default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, VALIDATION_MSG.mustBeBetween('limit', 1, 100))
    .max(100, VALIDATION_MSG.mustBeBetween('limit', 1, 100))
    .default(LEADERBOARD_PAGE_SIZE),
});
export type TLeaderboardQuery = z.infer<typeof ZLeaderboardQuery>;

export const ZLeaderboardUserParam = z.object({ userId: requiredId('userId') });

export const ZLeaderboardHistoryQuery = z.object({
  page: z.coerce.number().int().min(1, VALIDATION_MSG.mustBeOneOrMore('page')).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, VALIDATION_MSG.mustBeBetween('limit', 1, 100))
    .default(20),
});

/** POST /leaderboard/adjust (ADMIN). */
export const ZAdjustPointsRequest = z.object({
  userId: requiredId('Member'),
  points: z
    .number({ error: IDEA_MSG.adjustPointsNonZero })
    .int(IDEA_MSG.adjustPointsNonZero)
    .min(
      -LEADERBOARD_ADJUST_MAX,
      VALIDATION_MSG.mustBeBetween('Points', -LEADERBOARD_ADJUST_MAX, LEADERBOARD_ADJUST_MAX),
    )
    .max(
      LEADERBOARD_ADJUST_MAX,
      VALIDATION_MSG.mustBeBetween('Points', -LEADERBOARD_ADJUST_MAX, LEADERBOARD_ADJUST_MAX),
    )
    .refine((n) => n !== 0, IDEA_MSG.adjustPointsNonZero),
  reason: z
    .string({ error: IDEA_MSG.adjustReasonRequired })
    .trim()
    .min(3, IDEA_MSG.adjustReasonRequired)
    .max(300, VALIDATION_MSG.tooLong('Reason', 300)),
});
export type TAdjustPointsRequest = z.infer<typeof ZAdjustPointsRequest>;

/** PATCH /leaderboard/me: hide myself from the public board (I still see my own rank). */
export const ZLeaderboardSettingsRequest = z.object({
  hidden: z.boolean({ error: VALIDATION_MSG.mustBeTrueOrFalse('hidden') }),
});
export type TLeaderboardSettingsRequest = z.infer<typeof ZLeaderboardSettingsRequest>;

// Response shapes: the routes declare them (okSchema/okListSchema), so a field not named here never reaches the wire.

export const ZLeaderboardMember = z.object({
  id: z.number(),
  fullName: z.string(),
  profilePic: z.string().nullable(),
});
export type TLeaderboardMember = z.infer<typeof ZLeaderboardMember>;

export const ZLeaderboardTeam = z.object({ id: z.number(), name: z.string(), coverPic: z.string().nullable() });
export type TLeaderboardTeam = z.infer<typeof ZLeaderboardTeam>;

export const ZLeaderboardRow = z.object({
  rank: z.number(),
  points: z.number(),
  user: ZLeaderboardMember.optional(),
  team: ZLeaderboardTeam.optional(),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>;

export const ZLeaderboardMeta = ZListMeta.extend({
  period: z.enum(LEADERBOARD_PERIODS),
  by: z.enum(LEADERBOARD_BY),
  /** When the period began (ISO instant; Asia/Dhaka midnight), absent for all time. */
  periodStart: z.string().optional(),
  myRank: z.number().nullable().optional(),
  myPoints: z.number().optional(),
  myHidden: z.boolean().optional(),
});
export type TLeaderboardMeta = z.infer<typeof ZLeaderboardMeta>;

/** GET /leaderboard: the ranked rows and, for a signed-in caller, their own standing in meta. */
export const ZLeaderboardResponse = okSchema(z.array(ZLeaderboardRow)).extend({ meta: ZLeaderboardMeta });
export type TLeaderboardResponse = z.infer<typeof ZLeaderboardResponse>;

/** One line of a member's public history: the kind and the points, never the private source. */
export const ZPointHistoryEntry = z.object({
  id: z.number(),
  kind: z.enum(POINT_KINDS),
  points: z.number(),
  isReversal: z.boolean(),
  /** Only for admin adjustments: the reason is shown in the member's history. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TPointHistoryEntry = z.infer<typeof ZPointHistoryEntry>;

/** GET /leaderboard/history/{userId}: the lines, and whose history it is in meta. */
export const ZPointHistoryResponse = okSchema(z.array(ZPointHistoryEntry)).extend({
  meta: ZListMeta.extend({ member: ZLeaderboardMember }),
});
export type TPointHistoryResponse = z.infer<typeof ZPointHistoryResponse>;

export const ZLeaderboardSettings = z.object({ hidden: z.boolean() });
export type TLeaderboardSettings = z.infer<typeof ZLeaderboardSettings>;
