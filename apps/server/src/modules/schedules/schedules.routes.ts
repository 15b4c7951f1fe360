import { MSG } from '@campus/shared/messages';
import { okSchema } from '@campus/shared/schemas/envelope';
import {
  ZBusSchedule,
  ZPrayerSchedule,
  ZUpdateBusScheduleRequest,
  ZUpdatePrayerScheduleRequest,
} from '@campus/shared/schemas/schedules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import { getBusSchedule, getPrayerSchedule, updateBusSchedule, updatePrayerSchedule } from './schedules.service';

/** product §7 spells these with a trailing slash; both spellings answer. */
export async function schedulesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bus = { 200: okSchema(ZBusSchedule) };
  const prayer = { 200: okSchema(ZPrayerSchedule) };

  for (const path of ['/busSchedule/', '/busSchedule']) {
    const hide = !path.endsWith('/');
    r.get(
      path,
      { config: { access: 'public', cache: 'shared' }, schema: { tags: ['schedule'], hide, response: bus } },
      async () => ok(await getBusSchedule(ctx)),
    );
    r.patch(
      path,
      {
        config: { access: 'editBusSchedule' },
        schema: { tags: ['schedule'], hide, body: ZUpdateBusScheduleRequest, response: bus },
      },
      async (request) => ok(await updateBusSchedule(ctx, auditActorOf(request), request.body), MSG.busSchedulePosted),
    );
  }

  for (const path of ['/prayerSchedule/', '/prayerSchedule']) {
    const hide = !path.endsWith('/');
    r.get(
      path,
      { config: { access: 'public', cache: 'shared' }, schema: { tags: ['schedule'], hide, response: prayer } },
      async () => ok(await getPrayerSchedule(ctx)),
    );
    r.patch(
      path,
      {
        config: { access: 'editPrayerSchedule' },
        schema: { tags: ['schedule'], hide, body: ZUpdatePrayerScheduleRequest, response: prayer },
      },
      async (request) =>
        ok(await updatePrayerSchedule(ctx, auditActorOf(request), request.body), MSG.prayerSchedulePosted),
    );
  }
}
