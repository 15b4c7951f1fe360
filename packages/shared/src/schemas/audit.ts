import { z } from 'zod';
import { ROLES } from '../enums';
import { okListSchema } from './envelope';
import { listQuery, VALIDATION_MSG } from './fields';

/** What a privileged write did; `<area>.<what>` so the filter can also match a whole area by prefix. */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.role.change',
  'auth.logout.everywhere',
  'directory.create',
  'directory.update',
  'directory.delete',
  'registration.create',
  'registration.update',
  'event.create',
  'event.update',
  'library.update',
  'library.approve',
  'library.reject',
  'marketplace.update',
  'marketplace.approve',
  'marketplace.reject',
  'schedule.bus.update',
  'schedule.prayer.update',
  'category.create',
  'category.update',
  'category.delete',
  // written by other areas through recordAudit
  'points.adjust',
  'task.delete',
  'idea.review',
  'idea.delete',
  'idea.category.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = [
  'user',
  'institution',
  'department',
  'designation',
  'team',
  'registration-window',
  'event',
  'library-item',
  'listing',
  'bus-schedule',
  'prayer-schedule',
  'points',
  'task',
  'idea',
  'idea-category',
  'marketplace-category',
  'library-category',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION_MSG.datesLikeExample)
  .optional();

export const ZAuditTableQuery = listQuery(['createdAt'] as const, 'createdAt').extend({
  actorId: z.coerce.number().int().positive(VALIDATION_MSG.mustBeUserId('actorId')).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: VALIDATION_MSG.notKnownAuditAction('action') }).optional(),
  targetKind: z.enum(AUDIT_TARGET_KINDS, { error: VALIDATION_MSG.notKnownTargetKind('targetKind') }).optional(),
  /** Inclusive days (Asia/Dhaka is not applied: days are UTC, as stored). */
  from: day,
  to: day,
});
export type TAuditTableQuery = z.infer<typeof ZAuditTableQuery>;

export const ZAuditChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), role: z.enum(ROLES), name: z.string() }),
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.number().int().nullable(), title: z.string() }),
  changes: z.array(ZAuditChange),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditTableResponse = okListSchema(ZAuditEntry);
