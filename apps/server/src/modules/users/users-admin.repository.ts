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

/** The filters of the user table as one condition (also the key of its cached total). */
export function userTableWhere(q: UserTableFilter): SQL | undefined {
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

/** One page of the admin user table: one statement whatever the page size. */
export function findUserTablePage(db: DbOrTx, where: SQL | undefined, q: UserTableFilter) {
  return selectUsersWithRefs(db)
    .where(where)
    .orderBy(orderBy(SORT_COLUMNS[q.sortBy], q.sortOrder), orderBy(users.id, q.sortOrder))
    .limit(q.limit)
    .offset(pageOffset(q.page, q.limit));
}

/** The rows `where` matches; the name filters need the joins, without them the count reads users alone. */
export async function countUserTable(db: DbOrTx, where: SQL | undefined, q: UserTableFilter): Promise<number> {
  const joined = Boolean(q.instituteName || q.deptName);
  const [row] = joined
    ? await db
        .select({ total: count() })
        .from(users)
        .leftJoin(institutions, eq(institutions.id, users.instituteId))
        .leftJoin(departments, eq(departments.id, users.departmentId))
        .where(where)
    : await db.select({ total: count() }).from(users).where(where);
  return row.total;
}

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id;
}
