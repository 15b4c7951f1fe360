import type { AuditAction, AuditTargetKind } from '@campus/shared/schemas/audit';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { type AuditChange, auditLog } from '../../db/schema/index';

/** Who made a privileged write, as they were at the time; routes build it with auditActorOf(request). */
export interface AuditActor {
  id: number;
  role: string;
  name: string;
  ip: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: number | null; title: string };
  changes?: AuditChange[];
}

export function auditActorOf(request: FastifyRequest): AuditActor {
  const user = currentUser(request);
  return { id: user.id, role: user.role, name: user.fullName, ip: request.ip ?? null };
}

/**
 * Records a privileged write. Call it with the transaction of the write itself: the row commits with the change,
 * and a write that fails (rolls back) leaves none.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorRole: entry.actor.role,
    actorName: entry.actor.name,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    targetTitle: entry.target.title,
    changes: entry.changes ?? [],
    ip: entry.actor.ip,
  });
}

/** Secrets never reach the log; contact numbers keep their last two digits so an admin can tell them apart. */
const SECRET_FIELD = /password|secret|token|apikey|api_key|p256dh|auth$/i;
const CONTACT_FIELD = /contact|phone|mobile/i;

function maskValue(field: string, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value ?? null;
  if (SECRET_FIELD.test(field)) return '[masked]';
  if (CONTACT_FIELD.test(field)) {
    const text = String(value);
    return `${'•'.repeat(Math.max(text.length - 2, 0))}${text.slice(-2)}`;
  }
  return value;
}

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value ?? null);
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/**
 * The fields of `after` (the values a write sent) whose value differs from `before`, as { field, from, to },
 * masked. Fields the write did not send (undefined) are not changes.
 */
export function diffChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before ? before[field] : null;
    if (before && comparable(from) === comparable(to)) continue;
    changes.push({ field, from: maskValue(field, plain(from)), to: maskValue(field, plain(to)) });
  }
  return changes;
}
