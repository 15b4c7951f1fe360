import { MSG } from '@campus/shared/messages';
import type { AppContext } from '../../app-context';
import { departments, designations, institutions, registrationWindows, teams, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { presentDirectoryRow } from './directory.presenter';
import { countReferences, type DirectoryTable, directoryRepository, type Reference } from './directory.repository';

type InstitutionType = 'UNIVERSITY' | 'COLLEGE';

export interface DirectoryKind {
  label: string;
  table: DirectoryTable;
  typed: boolean;
  /** Rows elsewhere that point here; a delete is refused (409) while any remain. */
  references: Reference[];
}

const USERS = (column: Reference['column']): Reference => ({ noun: ['user', 'users'], table: users, column });

export const DIRECTORY_KINDS = {
  institution: {
    label: 'Institution',
    table: institutions,
    typed: true,
    references: [
      USERS(users.instituteId),
      {
        noun: ['registration window', 'registration windows'],
        table: registrationWindows,
        column: registrationWindows.openForId,
      },
    ],
  },
  department: { label: 'Department', table: departments, typed: true, references: [USERS(users.departmentId)] },
  designation: { label: 'Designation', table: designations, typed: false, references: [USERS(users.designationId)] },
  team: { label: 'Team', table: teams, typed: false, references: [USERS(users.teamId)] },
} as const satisfies Record<string, DirectoryKind>;

export type DirectoryValues = { name?: string; type?: InstitutionType; coverPic?: string };

function duplicateMessage(kind: DirectoryKind, name: string, type?: string) {
  return MSG.alreadyExists(
    kind.typed && type ? `A ${type} ${kind.label.toLowerCase()} named "${name}"` : `${kind.label} "${name}"`,
  );
}

export async function listEntries(ctx: AppContext, kind: DirectoryKind, type?: InstitutionType) {
  const rows = await directoryRepository(kind.table).list(ctx.db, kind.typed ? type : undefined);
  return rows.map(presentDirectoryRow);
}

export async function getEntry(ctx: AppContext, kind: DirectoryKind, id: number) {
  const row = await directoryRepository(kind.table).find(ctx.db, id);
  if (!row) throw notFound(kind.label);
  return presentDirectoryRow(row);
}

export async function createEntry(ctx: AppContext, kind: DirectoryKind, values: DirectoryValues & { name: string }) {
  const repo = directoryRepository(kind.table);
  if (await repo.findByName(ctx.db, values.name, values.type))
    throw conflict(duplicateMessage(kind, values.name, values.type));
  const row = await repo.insert(ctx.db, values);
  return presentDirectoryRow(row);
}

export async function updateEntry(ctx: AppContext, kind: DirectoryKind, id: number, values: DirectoryValues) {
  const repo = directoryRepository(kind.table);
  const current = await repo.find(ctx.db, id);
  if (!current) throw notFound(kind.label);
  const name = values.name ?? current.name;
  const type = values.type ?? (current.type as InstitutionType | undefined);
  if (await repo.findByName(ctx.db, name, type, id)) throw conflict(duplicateMessage(kind, name, type));
  const row = await repo.update(ctx.db, id, values);
  if (!row) throw notFound(kind.label);
  return presentDirectoryRow(row);
}

/** Never leaves an orphan: a row still in use answers 409 naming what uses it (the foreign keys back this up). */
export async function deleteEntry(ctx: AppContext, kind: DirectoryKind, id: number) {
  const repo = directoryRepository(kind.table);
  if (!(await repo.find(ctx.db, id))) throw notFound(kind.label);
  const usedBy = (await countReferences(ctx.db, kind.references, id)).filter((r) => r.n > 0);
  if (usedBy.length) {
    const refs = usedBy.map(({ noun, n }) => `${n} ${n === 1 ? noun[0] : noun[1]}`).join(' and ');
    throw conflict(MSG.stillReferenced(kind.label.toLowerCase(), refs));
  }
  if (!(await repo.remove(ctx.db, id))) throw notFound(kind.label);
}
