import { MSG } from '@campus/shared/messages';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { enforceLimit } from '../../http/account-limits';
import { AppError } from '../../http/errors';
import { findOpenWindow } from '../registration/registration.repository';
import { findUserByEmail } from '../users/users.repository';

/**
 * Someone registering has no account yet, so the registration form's pictures are uploaded with their
 * identity-provider ID token — but only for an email with no account, only while registration is open, and
 * with a tighter hourly limit per email (issue 16 finding 3). Anyone with an account signs in first; a
 * disabled account's login is refused, so it cannot upload this way either.
 */
export async function authorizeRegistrationUpload(ctx: AppContext, reply: FastifyReply, idToken: string) {
  const claims = await ctx.identity.verify(idToken);
  if (await findUserByEmail(ctx.db, claims.email)) throw new AppError('UNAUTHORIZED', MSG.uploadNeedsSignIn);
  if (!(await findOpenWindow(ctx.db))) throw new AppError('FORBIDDEN', MSG.registrationClosed);
  const max = ctx.config.accountLimits.registrationUploadsPerHour;
  await enforceLimit(ctx, reply, `register-upload:${claims.email}`, max, 3_600_000);
}
