import { BUS_GROUPS } from '@campus/shared/constants';
import type {
  BusEntry,
  BusSchedule,
  PrayerSchedule,
  TUpdateBusScheduleRequest,
  TUpdatePrayerScheduleRequest,
} from '@campus/shared/schemas/schedules';
import type { AppContext } from '../../app-context';
import { presentBusSchedule, presentPrayerSchedule } from './schedules.presenter';
import { findBusSchedule, findPrayerSchedule, saveBusSchedule, savePrayerSchedule } from './schedules.repository';

export async function getBusSchedule(ctx: AppContext): Promise<BusSchedule> {
  return presentBusSchedule(await findBusSchedule(ctx.db));
}

export async function getPrayerSchedule(ctx: AppContext): Promise<PrayerSchedule> {
  return presentPrayerSchedule(await findPrayerSchedule(ctx.db));
}

/**
 * Replaces the routes that were sent and keeps the others. Route keys come from the stored data
 * (plus the four the member app shows); any other key is dropped like every unknown body key.
 */
export async function updateBusSchedule(ctx: AppContext, input: TUpdateBusScheduleRequest): Promise<BusSchedule> {
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await findBusSchedule(tx, { lock: true });
    const groups: Record<string, BusEntry[]> = { ...(existing?.groups ?? {}) };
    const known = new Set([...BUS_GROUPS.map((g) => g.key), ...Object.keys(groups)]);
    for (const [key, entries] of Object.entries(input.groups)) if (known.has(key)) groups[key] = entries;
    return saveBusSchedule(tx, existing?.id, {
      groups,
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.newUpdate !== undefined ? { newUpdate: input.newUpdate } : {}),
    });
  });
  return presentBusSchedule(row);
}

export async function updatePrayerSchedule(
  ctx: AppContext,
  input: TUpdatePrayerScheduleRequest,
): Promise<PrayerSchedule> {
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await findPrayerSchedule(tx, { lock: true });
    return savePrayerSchedule(tx, existing?.id, {
      ...(input.data !== undefined ? { data: input.data } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.newUpdate !== undefined ? { newUpdate: input.newUpdate } : {}),
    });
  });
  return presentPrayerSchedule(row);
}
