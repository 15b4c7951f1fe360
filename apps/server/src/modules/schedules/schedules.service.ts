import { BUS_GROUPS } from '@campus/shared/constants';
import type {
  BusEntry,
  BusSchedule,
  PrayerSchedule,
  TUpdateBusScheduleRequest,
  TUpdatePrayerScheduleRequest,
} from '@campus/shared/schemas/schedules';
import type { AppContext } from '../../app-context';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';
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
export async function updateBusSchedule(
  ctx: AppContext,
  actor: AuditActor,
  input: TUpdateBusScheduleRequest,
): Promise<BusSchedule> {
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await findBusSchedule(tx, { lock: true });
    const groups: Record<string, BusEntry[]> = { ...(existing?.groups ?? {}) };
    const known = new Set([...BUS_GROUPS.map((g) => g.key), ...Object.keys(groups)]);
    const sent: Record<string, BusEntry[]> = {};
    for (const [key, entries] of Object.entries(input.groups))
      if (known.has(key)) groups[key] = sent[`groups.${key}`] = entries;
    const saved = await saveBusSchedule(tx, existing?.id, {
      groups,
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.newUpdate !== undefined ? { newUpdate: input.newUpdate } : {}),
    });
    const before = Object.fromEntries(Object.entries(existing?.groups ?? {}).map(([k, v]) => [`groups.${k}`, v]));
    await recordAudit(tx, {
      actor,
      action: 'schedule.bus.update',
      target: { kind: 'bus-schedule', id: saved.id, title: 'Bus schedule' },
      changes: diffChanges(
        { ...before, image: existing?.image, newUpdate: existing?.newUpdate },
        { ...sent, image: input.image, newUpdate: input.newUpdate },
      ),
    });
    return saved;
  });
  return presentBusSchedule(row);
}

export async function updatePrayerSchedule(
  ctx: AppContext,
  actor: AuditActor,
  input: TUpdatePrayerScheduleRequest,
): Promise<PrayerSchedule> {
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await findPrayerSchedule(tx, { lock: true });
    const saved = await savePrayerSchedule(tx, existing?.id, {
      ...(input.data !== undefined ? { data: input.data } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.newUpdate !== undefined ? { newUpdate: input.newUpdate } : {}),
    });
    await recordAudit(tx, {
      actor,
      action: 'schedule.prayer.update',
      target: { kind: 'prayer-schedule', id: saved.id, title: 'Prayer schedule' },
      changes: diffChanges(existing ?? null, { data: input.data, image: input.image, newUpdate: input.newUpdate }),
    });
    return saved;
  });
  return presentPrayerSchedule(row);
}
