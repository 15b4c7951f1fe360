import type { TUserTableQuery } from '@campus/shared/schemas/users';
import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, institutions, users } from '../../db/schema/index';
import { orderBy, pageOffset, searchAny } from '../../http/query';
import { selectUsersWithRefs } from './users.repository';

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  fullName: users.fullName,
  session: users.session,
  role: users.role,
  status: users.status,
} as const;

export interface UserTableFilter extends Omit<TUserTableQuery, 'createdAt' | 'updatedAt'> {
  createdAt?: { from: Date; to: Date };
  updatedAt?: { from: Date; to: Date };
}

function whereOf(q: UserTableFilter): SQL | undefined {
  return and(
    searchAny(q.searchTerm, [users.fullName, users.email, users.contactNo]),
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.designationId ? eq(users.designationId, q.designationId) : undefined,
    q.session ? eq(users.session, q.session) : undefined,
    searchAny(q.instituteName, [institutions.name]),
    searchAny(q.deptName, [departments.name]),
    q.createdAt ? and(gte(users.createdAt, q.createdAt.from), lt(users.createdAt, q.createdAt.to)) : undefined,
    q.updatedAt ? and(gte(users.updatedAt, q.updatedAt.from), lt(users.updatedAt, q.updatedAt.to)) : undefined,
  );
}

/** One page of the admin user table and the total: two statements whatever the page size. */
export async function findUserTablePage(db: DbOrTx, q: UserTableFilter) {
  const where = whereOf(q);
  const rowsQuery = selectUsersWithRefs(db)
    .where(where)
    .orderBy(orderBy(SORT_COLUMNS[q.sortBy], q.sortOrder), orderBy(users.id, q.sortOrder))
    .limit(q.limit)
    .offset(pageOffset(q.page, q.limit));
  // The name filters need the joins for the count too; without them the count reads users alone.
  const needsJoins = Boolean(q.instituteName || q.deptName);
  const countQuery = needsJoins
    ? db
        .select({ total: count() })
        .from(users)
        .leftJoin(institutions, eq(institutions.id, users.instituteId))
        .leftJoin(departments, eq(departments.id, users.departmentId))
        .where(where)
    : db.select({ total: count() }).from(users).where(where);
  const [rows, [{ total }]] = await Promise.all([rowsQuery, countQuery]);
  return { rows, total };
}

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id;
}
