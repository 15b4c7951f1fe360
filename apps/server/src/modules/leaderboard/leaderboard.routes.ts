import { IDEA_MSG } from '@campus/shared/messages-ideas';
import { okSchema } from '@campus/shared/schemas/envelope';
import {
  ZAdjustPointsRequest,
  ZLeaderboardHistoryQuery,
  ZLeaderboardQuery,
  ZLeaderboardResponse,
  ZLeaderboardSettings,
  ZLeaderboardSettingsRequest,
  ZLeaderboardUserParam,
  ZPointHistoryEntry,
  ZPointHistoryResponse,
} from '@campus/shared/schemas/leaderboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import {
  adjustMemberPoints,
  getLeaderboard,
  getLeaderboardSettings,
  getPointHistory,
  updateLeaderboardSettings,
} from './leaderboard.service';
import { POINT_SOURCE_AREAS } from './points';

const tags = ['leaderboard'];

/** The points board (issue 21): public reads, an admin's adjustments, a member's own visibility. */
export async function leaderboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/leaderboard',
    {
      config: { access: 'public', cache: 'viewer', reads: POINT_SOURCE_AREAS },
      schema: { tags, querystring: ZLeaderboardQuery, response: { 200: ZLeaderboardResponse } },
    },
    async (request) => {
      const { data, meta } = await getLeaderboard(ctx, request.user, request.query);
      return { success: true as const, message: 'OK', data, meta };
    },
  );

  r.get(
    '/leaderboard/history/:userId',
    {
      config: { access: 'public', cache: 'viewer', reads: POINT_SOURCE_AREAS },
      schema: {
        tags,
        params: ZLeaderboardUserParam,
        querystring: ZLeaderboardHistoryQuery,
        response: { 200: ZPointHistoryResponse },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { member, data, meta } = await getPointHistory(ctx, request.user, request.params.userId, page, limit);
      return { success: true as const, message: 'OK', data, meta: { ...meta, member } };
    },
  );

  r.post(
    '/leaderboard/adjust',
    {
      config: { access: 'adjustPoints' },
      schema: { tags, body: ZAdjustPointsRequest, response: { 201: okSchema(ZPointHistoryEntry) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await adjustMemberPoints(ctx, currentUser(request), auditActorOf(request), request.body),
            IDEA_MSG.pointsAdjusted,
          ),
        ),
  );

  r.get(
    '/leaderboard/me',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: okSchema(ZLeaderboardSettings) } } },
    async (request) => ok(await getLeaderboardSettings(ctx, currentUser(request))),
  );

  r.patch(
    '/leaderboard/me',
    {
      config: { access: 'signedIn' },
      schema: { tags, body: ZLeaderboardSettingsRequest, response: { 200: okSchema(ZLeaderboardSettings) } },
    },
    async (request) =>
      ok(
        await updateLeaderboardSettings(ctx, currentUser(request), request.body.hidden),
        IDEA_MSG.leaderboardVisibilitySaved,
      ),
  );
}
