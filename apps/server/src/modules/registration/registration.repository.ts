import { and, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { institutions, registrationWindows } from '../../db/schema/index';

export type NewWindow = typeof registrationWindows.$inferInsert;

export function listWindows(db: DbOrTx) {
  return db
    .select({ window: registrationWindows, institution: { id: institutions.id, name: institutions.name } })
    .from(registrationWindows)
    .leftJoin(institutions, eq(institutions.id, registrationWindows.openForId))
    .orderBy(desc(registrationWindows.updatedAt), desc(registrationWindows.id));
}

/** A window is open when isOpen and now ≤ deadline (architecture §7). */
export async function findOpenWindow(db: DbOrTx, now = new Date()) {
  const [row] = await db
    .select()
    .from(registrationWindows)
    .where(and(eq(registrationWindows.isOpen, true), gte(registrationWindows.deadline, now)))
    .orderBy(desc(registrationWindows.updatedAt))
    .limit(1);
  return row;
}

export async function insertWindow(db: DbOrTx, values: NewWindow) {
  const [row] = await db.insert(registrationWindows).values(values).returning();
  return row;
}

export async function updateWindow(db: DbOrTx, id: number, values: Partial<NewWindow>) {
  const [row] = await db
    .update(registrationWindows)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(registrationWindows.id, id))
    .returning();
  return row;
}

export async function findWindowById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(registrationWindows).where(eq(registrationWindows.id, id)).limit(1);
  return row;
}
