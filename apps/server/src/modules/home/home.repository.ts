import type { Role } from '@campus/shared/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, designations, institutions, teams, users } from '../../db/schema/index';
import { builtOnce, STATEMENT } from '../../db/statement-names';
import { joinUserRefs } from '../users/users.repository';

export type HomeRole = Extract<Role, 'MENTOR' | 'TOP_TEN' | 'DEVELOPER'>;

/** What Home shows of a member: public fields and directory names only. */
const homeMemberColumns = {
  role: users.role,
  id: users.id,
  fullName: users.fullName,
  profilePic: users.profilePic,
  gmailPic: users.gmailPic,
  institute: institutions.name,
  department: departments.name,
  designation: designations.name,
  team: teams.name,
};
export interface HomeMemberRow {
  role: HomeRole;
  id: number;
  fullName: string;
  profilePic: string | null;
  gmailPic: string | null;
  institute: string | null;
  department: string | null;
  designation: string | null;
  team: string | null;
}

/** ACTIVE members of one role, longest-standing first; its limit is the statement's one placeholder. */
function roleQuery(db: DbOrTx, role: HomeRole) {
  return joinUserRefs(db.select(homeMemberColumns).from(users).$dynamic())
    .where(and(eq(users.role, role), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(sql.placeholder('limit'));
}

/** Home's three member lists as ONE named statement, each role its own limited walk (decision 056). */
const homeMembers = builtOnce((db) =>
  roleQuery(db, 'MENTOR')
    .unionAll(roleQuery(db, 'TOP_TEN'))
    .unionAll(roleQuery(db, 'DEVELOPER'))
    .prepare(STATEMENT.homeMembers),
);

/** Home's mentors, top bodies and developers, at most `limit` each, in one statement. */
export async function findHomeMembers(db: DbOrTx, limit: number): Promise<Record<HomeRole, HomeMemberRow[]>> {
  const lists: Record<HomeRole, HomeMemberRow[]> = { MENTOR: [], TOP_TEN: [], DEVELOPER: [] };
  for (const row of (await homeMembers(db).execute({ limit })) as HomeMemberRow[]) lists[row.role].push(row);
  return lists;
}
