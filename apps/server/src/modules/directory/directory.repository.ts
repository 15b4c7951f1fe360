import { asc, eq } from 'drizzle-orm';
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
