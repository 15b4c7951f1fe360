import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * Append-only record of privileged writes, written in the same transaction as the change. A trigger (migration
 * audit-append-only) raises on UPDATE, DELETE and TRUNCATE. The actor is copied, not referenced: a foreign key would
 * have to rewrite these rows when a user is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id'),
    targetTitle: text('target_title').notNull().default(''),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetKind, t.targetId),
  ],
);
