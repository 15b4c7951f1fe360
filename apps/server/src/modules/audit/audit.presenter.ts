import type { Role } from '@campus/shared/enums';
import type { TAuditEntry } from '@campus/shared/schemas/audit';
import type { auditLog } from '../../db/schema/index';

export function presentAuditEntry(row: typeof auditLog.$inferSelect): TAuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, role: row.actorRole as Role, name: row.actorName },
    action: row.action,
    target: { kind: row.targetKind, id: row.targetId, title: row.targetTitle },
    changes: row.changes,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
