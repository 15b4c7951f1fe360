import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { departments, designations, institutions, teams } from '../../db/schema/index';
import { badRequest } from '../../http/errors';

export type DirectoryTable = typeof institutions | typeof departments | typeof designations | typeof teams;
type Row = { id: number; name: string; createdAt: Date; updatedAt: Date } & Record<string, unknown>;

/** The four directory tables share id, name and timestamps; one set of queries serves them all. */
export function directoryRepository(table: DirectoryTable) {
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

export async function ensureDepartment(db: DbOrTx, id: number, type?: 'UNIVERSITY' | 'COLLEGE') {
  const row = await directoryRepository(departments).find(db, id);
  if (!row || (type && row.type !== type)) throw badRequest('Please choose a department from the list', 'departmentId');
  return row;
}

export async function ensureInstitution(db: DbOrTx, id: number) {
  const row = await directoryRepository(institutions).find(db, id);
  if (!row) throw badRequest('Please choose an institution from the list', 'instituteId');
  return row;
}

export async function ensureDesignation(db: DbOrTx, id: number) {
  const row = await directoryRepository(designations).find(db, id);
  if (!row) throw badRequest('Please choose a designation from the list', 'designationId');
  return row;
}

export async function ensureTeam(db: DbOrTx, id: number) {
  const row = await directoryRepository(teams).find(db, id);
  if (!row) throw badRequest('Please choose a team from the list', 'teamId');
  return row;
}

export interface Reference {
  /** Singular and plural wording for the 409 message, e.g. ['user', 'users']. */
  noun: [string, string];
  table: PgTable;
  column: AnyPgColumn;
}

/** How many rows of each referencing table still point at `id` (one small count per reference). */
export async function countReferences(db: DbOrTx, references: Reference[], id: number) {
  return Promise.all(
    references.map(async (ref) => {
      const [row] = await db.select({ n: count() }).from(ref.table).where(eq(ref.column, id));
      return { noun: ref.noun, n: row.n };
    }),
  );
}
