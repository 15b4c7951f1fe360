import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { departments, designations, institutions, registrationWindows, teams, users } from '../../db/schema/index';

export type DirectoryTable = typeof institutions | typeof departments | typeof designations | typeof teams;
type Row = { id: number; name: string; createdAt: Date; updatedAt: Date } & Record<string, unknown>;

export type DirectoryName = 'institution' | 'department' | 'designation' | 'team';

const USERS = (column: Reference['column']): Reference => ({ noun: ['user', 'users'], table: users, column });

/** Each list's table, and the rows elsewhere that point at its rows (a delete is refused while any remain). */
const DIRECTORY_TABLES: Record<DirectoryName, { table: DirectoryTable; references: Reference[] }> = {
  institution: {
    table: institutions,
    references: [
      USERS(users.instituteId),
      {
        noun: ['registration window', 'registration windows'],
        table: registrationWindows,
        column: registrationWindows.openForId,
      },
    ],
  },
  department: { table: departments, references: [USERS(users.departmentId)] },
  designation: { table: designations, references: [USERS(users.designationId)] },
  team: { table: teams, references: [USERS(users.teamId)] },
};

/** The four directory tables share id, name and timestamps; one set of queries serves them all. */
export function directoryRepository(name: DirectoryName) {
  const { table } = DIRECTORY_TABLES[name];
  const t = table as typeof designations;
  return {
    async list(db: DbOrTx, type?: 'UNIVERSITY' | 'COLLEGE'): Promise<Row[]> {
      const typed = 'type' in table && type ? eq((table as typeof institutions).type, type) : undefined;
      return (await db.select().from(t).where(typed).orderBy(asc(t.name))) as Row[];
    },
    async find(db: DbOrTx, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row as Row | undefined;
    },
    async insert(db: DbOrTx, values: Record<string, unknown>): Promise<Row> {
      const [row] = await db
        .insert(t)
        .values(values as typeof designations.$inferInsert)
        .returning();
      return row as Row;
    },
    async update(db: DbOrTx, id: number, values: Record<string, unknown>): Promise<Row | undefined> {
      const [row] = await db
        .update(t)
        .set({ ...(values as Partial<typeof designations.$inferInsert>), updatedAt: new Date() })
        .where(eq(t.id, id))
        .returning();
      return row as Row | undefined;
    },
    /** Same name ignoring case (and same type for typed tables), optionally not counting row `exceptId`. */
    async findByName(db: DbOrTx, name: string, type?: string, exceptId?: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(
          and(
            eq(sql`lower(${t.name})`, name.toLowerCase()),
            'type' in table && type ? eq((table as typeof institutions).type, type as 'UNIVERSITY') : undefined,
            exceptId ? ne(t.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row as Row | undefined;
    },
    async remove(db: DbOrTx, id: number): Promise<boolean> {
      const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return rows.length > 0;
    },
  };
}

export interface Reference {
  /** Singular and plural wording for the 409 message, e.g. ['user', 'users']. */
  noun: [string, string];
  table: PgTable;
  column: AnyPgColumn;
}

/** How many rows of each referencing table of list `name` still point at `id` (one small count per reference). */
export async function countReferences(db: DbOrTx, name: DirectoryName, id: number) {
  const { references } = DIRECTORY_TABLES[name];
  return Promise.all(
    references.map(async (ref) => {
      const [row] = await db.select({ n: count() }).from(ref.table).where(eq(ref.column, id));
      return { noun: ref.noun, n: row.n };
    }),
  );
}
