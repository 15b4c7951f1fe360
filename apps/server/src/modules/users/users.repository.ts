import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { departments, designations, institutions, teams, users } from '../../db/schema/index';
import { builtOnce, STATEMENT } from '../../db/statement-names';
import type { UserWithRefs } from './users.presenter';

export type NewUser = typeof users.$inferInsert;

const withRefs = {
  user: users,
  institute: { name: institutions.name },
  department: { name: departments.name },
  designation: { name: designations.name },
  team: { name: teams.name },
};

/** Users joined with their institute, department, designation and team names, in ONE statement. */
export function selectUsersWithRefs(db: DbOrTx) {
  return joinUserRefs(db.select(withRefs).from(users).$dynamic());
}

/** A select from `users` joined to the member's directory rows (institute, department, designation, team). */
export function joinUserRefs<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(institutions, eq(institutions.id, users.instituteId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(designations, eq(designations.id, users.designationId))
    .leftJoin(teams, eq(teams.id, users.teamId));
}

const userWithRefs = builtOnce((db) =>
  selectUsersWithRefs(db)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare(STATEMENT.userWithRefs),
);

export async function findUserWithRefs(db: DbOrTx, id: number): Promise<UserWithRefs | undefined> {
  const [row] = await userWithRefs(db).execute({ id });
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUserById(db: DbOrTx, id: number, values: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row;
}

/** Every app token issued to the user until now stops working (decision 017). */
export async function bumpTokenVersion(db: DbOrTx, id: number) {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row;
}

export async function countUsers(db: DbOrTx, where?: SQL) {
  const [row] = await db.select({ total: count() }).from(users).where(and(where));
  return row.total;
}
