import { MSG } from '@campus/shared/messages';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';
import { presentDirectoryRow } from './directory.presenter';
import { countReferences, type DirectoryName, directoryRepository } from './directory.repository';

type InstitutionType = 'UNIVERSITY' | 'COLLEGE';

export interface DirectoryKind {
  name: DirectoryName;
  label: string;
  typed: boolean;
}

export const DIRECTORY_KINDS = {
  institution: { name: 'institution', label: 'Institution', typed: true },
  department: { name: 'department', label: 'Department', typed: true },
  designation: { name: 'designation', label: 'Designation', typed: false },
  team: { name: 'team', label: 'Team', typed: false },
} as const satisfies Record<DirectoryName, DirectoryKind>;

export type DirectoryValues = { name?: string; type?: InstitutionType; coverPic?: string };

function duplicateMessage(kind: DirectoryKind, name: string, type?: string) {
  return MSG.alreadyExists(
    kind.typed && type ? `A ${type} ${kind.label.toLowerCase()} named "${name}"` : `${kind.label} "${name}"`,
  );
}

export async function listEntries(ctx: AppContext, kind: DirectoryKind, type?: InstitutionType) {
  const rows = await directoryRepository(kind.name).list(ctx.db, kind.typed ? type : undefined);
  return rows.map(presentDirectoryRow);
}

export async function getEntry(ctx: AppContext, kind: DirectoryKind, id: number) {
  const row = await directoryRepository(kind.name).find(ctx.db, id);
  if (!row) throw notFound(kind.label);
  return presentDirectoryRow(row);
}

/** institution, department, designation or team: the audit log's target kind. */
function targetKind(kind: DirectoryKind) {
  return kind.label.toLowerCase() as 'institution' | 'department' | 'designation' | 'team';
}

export async function createEntry(
  ctx: AppContext,
  actor: AuditActor,
  kind: DirectoryKind,
  values: DirectoryValues & { name: string },
) {
  const repo = directoryRepository(kind.name);
  if (await repo.findByName(ctx.db, values.name, values.type))
    throw conflict(duplicateMessage(kind, values.name, values.type));
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insert(tx, values);
    await recordAudit(tx, {
      actor,
      action: 'directory.create',
      target: { kind: targetKind(kind), id: created.id, title: created.name },
      changes: diffChanges(null, values),
    });
    return created;
  });
  return presentDirectoryRow(row);
}

export async function updateEntry(
  ctx: AppContext,
  actor: AuditActor,
  kind: DirectoryKind,
  id: number,
  values: DirectoryValues,
) {
  const repo = directoryRepository(kind.name);
  const current = await repo.find(ctx.db, id);
  if (!current) throw notFound(kind.label);
  const name = values.name ?? current.name;
  const type = values.type ?? (current.type as InstitutionType | undefined);
  if (await repo.findByName(ctx.db, name, type, id)) throw conflict(duplicateMessage(kind, name, type));
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.update(tx, id, values);
    if (!updated) throw notFound(kind.label);
    const changes = diffChanges(current, values);
    if (changes.length) {
      await recordAudit(tx, {
        actor,
        action: 'directory.update',
        target: { kind: targetKind(kind), id, title: current.name },
        changes,
      });
    }
    return updated;
  });
  return presentDirectoryRow(row);
}

/** Never leaves an orphan: a row still in use answers 409 naming what uses it (the foreign keys back this up). */
export async function deleteEntry(ctx: AppContext, actor: AuditActor, kind: DirectoryKind, id: number) {
  const repo = directoryRepository(kind.name);
  const current = await repo.find(ctx.db, id);
  if (!current) throw notFound(kind.label);
  const usedBy = (await countReferences(ctx.db, kind.name, id)).filter((r) => r.n > 0);
  if (usedBy.length) {
    const refs = usedBy.map(({ noun, n }) => `${n} ${n === 1 ? noun[0] : noun[1]}`).join(' and ');
    throw conflict(MSG.stillReferenced(kind.label.toLowerCase(), refs));
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.remove(tx, id))) throw notFound(kind.label);
    await recordAudit(tx, {
      actor,
      action: 'directory.delete',
      target: { kind: targetKind(kind), id, title: current.name },
      changes: diffChanges(current, { name: null }),
    });
  });
}

/** A form's reference to a directory row must name an existing one (400 on the field otherwise). */
export async function ensureDepartment(db: DbOrTx, id: number, type?: InstitutionType) {
  const row = await directoryRepository('department').find(db, id);
  if (!row || (type && row.type !== type)) throw badRequest(MSG.chooseFromList('department'), 'departmentId');
  return row;
}

export async function ensureInstitution(db: DbOrTx, id: number) {
  const row = await directoryRepository('institution').find(db, id);
  if (!row) throw badRequest(MSG.chooseFromList('institution'), 'instituteId');
  return row;
}

export async function ensureDesignation(db: DbOrTx, id: number) {
  const row = await directoryRepository('designation').find(db, id);
  if (!row) throw badRequest(MSG.chooseFromList('designation'), 'designationId');
  return row;
}

export async function ensureTeam(db: DbOrTx, id: number) {
  const row = await directoryRepository('team').find(db, id);
  if (!row) throw badRequest(MSG.chooseFromList('team'), 'teamId');
  return row;
}
