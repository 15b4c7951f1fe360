import type { Role } from '@campus/shared/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { selectUsersWithRefs } from '../users/users.repository';

/** ACTIVE members of one role with their directory names, longest-standing first, in ONE statement. */
export function findActiveMembersByRole(db: DbOrTx, role: Role, limit: number) {
  return selectUsersWithRefs(db)
    .where(and(eq(users.role, role), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}
