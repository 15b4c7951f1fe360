import { DISABLED_USER_STATUSES } from '@campus/shared/enums';
import type { Lang } from '@campus/shared/i18n/lang';
import { MSG } from '@campus/shared/messages';
import type { TRegisterRequest } from '@campus/shared/schemas/auth';
import type { AppContext } from '../../app-context';
import { pgErrorCode } from '../../db/pg-error';
import { AppError } from '../../http/errors';
import { type AuditActor, recordAudit } from '../audit/audit.recorder';
import { ensureDepartment } from '../directory/directory.service';
import { findOpenWindow } from '../registration/registration.repository';
import { bumpTokenVersion, findUserByEmail, insertUser } from '../users/users.repository';

/** The app token, with the account's language so the device switches to it at once (decision 030). */
async function issueToken(
  ctx: AppContext,
  user: Parameters<AppContext['tokens']['sign']>[0] & { language?: Lang | null },
) {
  return {
    accessToken: await ctx.tokens.sign({ id: user.id, role: user.role, tokenVersion: user.tokenVersion }),
    language: user.language ?? null,
  };
}

/**
 * "Sign out everywhere": every token of the member, this device's included, is refused from now on (decision 017).
 * The audit row commits with the token-version bump, so the log shows who ended every session and when.
 */
export async function logoutEverywhere(ctx: AppContext, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    await bumpTokenVersion(tx, actor.id);
    await recordAudit(tx, {
      actor,
      action: 'auth.logout.everywhere',
      target: { kind: 'user', id: actor.id, title: actor.name },
    });
  });
}

/** Google (or emulator) ID token in, app token out. Unknown emails must register, unless listed in ADMIN_EMAILS. */
export async function login(ctx: AppContext, idToken: string) {
  const claims = await ctx.identity.verify(idToken);
  let user = await findUserByEmail(ctx.db, claims.email);
  if (!user && ctx.config.adminEmails.includes(claims.email)) {
    user = await insertUser(ctx.db, {
      email: claims.email,
      fullName: claims.name ?? claims.email.split('@')[0],
      profilePic: claims.picture,
      gmailPic: claims.picture,
      role: 'ADMIN',
      status: 'ACTIVE',
    });
  }
  if (!user) throw new AppError('NOT_FOUND', MSG.accountNotFound);
  if (DISABLED_USER_STATUSES.includes(user.status)) throw new AppError('FORBIDDEN', MSG.accountDisabled);
  return issueToken(ctx, user);
}

/** Registration: only while a window is open, only for the Google account's own email, one account per email. */
export async function register(ctx: AppContext, input: TRegisterRequest) {
  const claims = await ctx.identity.verify(input.token);
  if (claims.email !== input.email) throw new AppError('FORBIDDEN', MSG.emailMismatch);
  const window = await findOpenWindow(ctx.db);
  if (!window) throw new AppError('CONFLICT', MSG.registrationClosed);
  await ensureDepartment(ctx.db, input.departmentId, 'UNIVERSITY');
  if (await findUserByEmail(ctx.db, input.email)) throw new AppError('CONFLICT', MSG.emailTaken);
  const isAdmin = ctx.config.adminEmails.includes(input.email);
  const user = await insertUser(ctx.db, {
    email: input.email,
    fullName: input.fullName,
    contactNo: input.contactNo,
    session: input.session,
    departmentId: input.departmentId,
    profilePic: input.profilePic,
    coverPic: input.coverPic,
    gmailPic: input.gmailPic ?? claims.picture,
    studyAt: 'UNIVERSITY',
    instituteId: window.openForId,
    role: isAdmin ? 'ADMIN' : 'MEMBER',
    status: isAdmin ? 'ACTIVE' : 'PENDING',
  }).catch((error) => {
    // Two sign-ups of one email at once both pass the check above; the unique email index stores one.
    if (pgErrorCode(error) === '23505') throw new AppError('CONFLICT', MSG.emailTaken);
    throw error;
  });
  return issueToken(ctx, user);
}
