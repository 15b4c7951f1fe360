import { asc, eq as eqId } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { busSchedules, prayerSchedules } from '../../db/schema/index';

export type BusScheduleRow = typeof busSchedules.$inferSelect;
export type PrayerScheduleRow = typeof prayerSchedules.$inferSelect;

/** Each timetable is one row; the first one is the live one. `lock` holds it for a read-modify-write. */
export async function findBusSchedule(
  db: DbOrTx,
  options: { lock?: boolean } = {},
): Promise<BusScheduleRow | undefined> {
  const query = db.select().from(busSchedules).orderBy(asc(busSchedules.id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findPrayerSchedule(
  db: DbOrTx,
  options: { lock?: boolean } = {},
): Promise<PrayerScheduleRow | undefined> {
  const query = db.select().from(prayerSchedules).orderBy(asc(prayerSchedules.id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function saveBusSchedule(
  db: DbOrTx,
  id: number | undefined,
  values: Partial<typeof busSchedules.$inferInsert>,
) {
  if (id === undefined) {
    const [row] = await db.insert(busSchedules).values(values).returning();
    return row;
  }
  const [row] = await db
    .update(busSchedules)
    .set({ ...values, updatedAt: new Date() })
    .where(eqId(busSchedules.id, id))
    .returning();
  return row;
}

export async function savePrayerSchedule(
  db: DbOrTx,
  id: number | undefined,
  values: Partial<typeof prayerSchedules.$inferInsert>,
) {
  if (id === undefined) {
    const [row] = await db.insert(prayerSchedules).values(values).returning();
    return row;
  }
  const [row] = await db
    .update(prayerSchedules)
    .set({ ...values, updatedAt: new Date() })
    .where(eqId(prayerSchedules.id, id))
    .returning();
  return row;
}
