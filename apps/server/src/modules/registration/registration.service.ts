import { NOTICE_MSG } from '@campus/shared/messages-notices';
import type { TAnnouncementRequest } from '@campus/shared/schemas/auth';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';
import { ensureInstitution } from '../directory/directory.service';
import { presentWindow } from './registration.presenter';
import { findWindowById, insertWindow, listWindows, updateWindow } from './registration.repository';

export async function findAnnouncements(ctx: AppContext) {
  const rows = await listWindows(ctx.db);
  return rows.map((r) => presentWindow(r.window, r.institution));
}

/** Creates a registration window, or updates the one named by `id`. Opening one tells every member. */
export async function saveAnnouncement(
  ctx: AppContext,
  actor: AuditActor,
  input: TAnnouncementRequest & { id?: number },
) {
  const institution = await ensureInstitution(ctx.db, input.openForId);
  const { id, ...values } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const before = id ? await findWindowById(tx, id) : undefined;
    // An id that names no window updates nothing: 404.
    const saved = id ? await updateWindow(tx, id, values) : await insertWindow(tx, values);
    if (!saved) throw notFound('Registration window');
    const changes = diffChanges(before ?? null, values);
    if (changes.length) {
      await recordAudit(tx, {
        actor,
        action: id ? 'registration.update' : 'registration.create',
        target: {
          kind: 'registration-window',
          id: saved.id,
          title: `Registration until ${saved.deadline.toISOString().slice(0, 10)}`,
        },
        changes,
      });
    }
    return saved;
  });
  const window = presentWindow(row, { id: institution.id, name: institution.name });
  if (window.isOpenNow) {
    await ctx.notifier.notify({
      to: 'everyone',
      category: 'REGISTRATION_OPENED',
      title: NOTICE_MSG.registrationOpenTitle,
      body: NOTICE_MSG.registrationOpenBody(row.deadline.toDateString()),
      url: '/sign-up',
    });
  }
  return window;
}
