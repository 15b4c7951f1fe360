import type { TAnnouncementRequest } from '@campus/shared/schemas/auth';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { ensureInstitution } from '../directory/directory.repository';
import { presentWindow } from './registration.presenter';
import { insertWindow, listWindows, updateWindow } from './registration.repository';

export async function findAnnouncements(ctx: AppContext) {
  const rows = await listWindows(ctx.db);
  return rows.map((r) => presentWindow(r.window, r.institution));
}

/** Creates a registration window, or updates the one named by `id`. Opening one tells every member. */
export async function saveAnnouncement(ctx: AppContext, input: TAnnouncementRequest & { id?: number }) {
  await ensureInstitution(ctx.db, input.openForId);
  const { id, ...values } = input;
  const row = id ? await updateWindow(ctx.db, id, values) : await insertWindow(ctx.db, values);
  if (!row) throw notFound('Registration window');
  if (row.isOpen && row.deadline.getTime() > Date.now()) {
    await ctx.notifier.notify({
      to: 'everyone',
      category: 'REGISTRATION_OPENED',
      title: 'Registration is open',
      body: `Registration is open until ${row.deadline.toDateString()}. Tell your friends!`,
      url: '/sign-up',
    });
  }
  const all = await findAnnouncements(ctx);
  return all.find((w) => w.id === row.id) ?? all[0];
}
