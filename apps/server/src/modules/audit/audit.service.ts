import type { TAuditTableQuery } from '@campus/shared/schemas/audit';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../http/errors';
import { dayRange } from '../../http/query';
import { presentAuditEntry } from './audit.presenter';
import { findAuditPage } from './audit.repository';

/** The Activity table: filters by actor, action, target kind and an inclusive range of days. */
export async function findAuditTable(ctx: AppContext, query: TAuditTableQuery) {
  const from = query.from ? dayRange(query.from)?.from : undefined;
  const to = query.to ? dayRange(query.to)?.to : undefined;
  if (query.from && !from) throw badRequest('Dates must look like 2024-01-31', 'from');
  if (query.to && !to) throw badRequest('Dates must look like 2024-01-31', 'to');
  if (from && to && from >= to) throw badRequest('The start date must be on or before the end date', 'from');
  const { rows, total } = await findAuditPage(ctx.db, { ...query, from, to });
  return { rows: rows.map(presentAuditEntry), total };
}
