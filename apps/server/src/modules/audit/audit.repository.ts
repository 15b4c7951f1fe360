import type { AuditAction, AuditTargetKind } from '@campus/shared/schemas/audit';
import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { orderBy, pageOffset, searchAny } from '../../http/query';

export interface AuditFilter {
  page: number;
  limit: number;
  sortOrder: 'asc' | 'desc';
  searchTerm?: string;
  actorId?: number;
  action?: AuditAction;
  targetKind?: AuditTargetKind;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    searchAny(f.searchTerm, [auditLog.actorName, auditLog.targetTitle, auditLog.action]),
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.targetKind ? eq(auditLog.targetKind, f.targetKind) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lt(auditLog.createdAt, f.to) : undefined,
  );
}

/** One page of the audit log, newest first by default, and the total: two statements. */
export async function findAuditPage(db: DbOrTx, f: AuditFilter) {
  const where = whereOf(f);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(orderBy(auditLog.createdAt, f.sortOrder), orderBy(auditLog.id, f.sortOrder))
      .limit(f.limit)
      .offset(pageOffset(f.page, f.limit)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
