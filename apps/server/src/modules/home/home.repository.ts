import type { Role } from '@campus/shared/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { builtOnceWithLimit, STATEMENT, type StatementName } from '../../db/statement-names';
import type { UserWithRefs } from '../users/users.presenter';
import { selectUsersWithRefs } from '../users/users.repository';

type HomeRole = Extract<Role, 'MENTOR' | 'TOP_TEN' | 'DEVELOPER'>;

/** ACTIVE members of one role with their directory names, longest-standing first: one named statement per role. */
function membersStatement(role: HomeRole, name: StatementName) {
  return builtOnceWithLimit(name, (db) =>
    selectUsersWithRefs(db)
      .where(and(eq(users.role, role), eq(users.status, 'ACTIVE')))
      .orderBy(asc(users.createdAt), asc(users.id)),
  );
}

const membersByRole = {
  MENTOR: membersStatement('MENTOR', STATEMENT.homeMentors),
  TOP_TEN: membersStatement('TOP_TEN', STATEMENT.homeTopBodies),
  DEVELOPER: membersStatement('DEVELOPER', STATEMENT.homeDevelopers),
} satisfies Record<HomeRole, unknown>;

export function findActiveMembersByRole(db: DbOrTx, role: HomeRole, limit: number): Promise<UserWithRefs[]> {
  return membersByRole[role](db).execute({ limit });
}
