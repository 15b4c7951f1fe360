import { MSG } from '@campus/shared/messages';
import {
  ZAuthTokenResponse,
  ZLoginRequest,
  ZLogoutEverywhereRequest,
  ZRegisterRequest,
} from '@campus/shared/schemas/auth';
import { okSchema } from '@campus/shared/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import { login, logoutEverywhere, register } from './auth.service';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Sign-in endpoints are the brute-force target: a tighter per-IP limit.
  const rateLimit = { max: ctx.config.rateLimit.authMax, timeWindow: '1 minute' };

  r.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit },
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: okSchema(ZAuthTokenResponse) } },
    },
    async (request) => ok(await login(ctx, request.body.token), MSG.loginSuccessful),
  );

  r.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit },
      schema: { tags: ['auth'], body: ZRegisterRequest, response: { 201: okSchema(ZAuthTokenResponse) } },
    },
    async (request, reply) => reply.status(201).send(ok(await register(ctx, request.body), MSG.registrationSuccessful)),
  );

  // App tokens are stateless; logging out clears the client's copy. The route exists so clients have one call to make.
  r.post(
    '/auth/logout',
    { config: { access: 'public', rateLimit }, schema: { tags: ['auth'], response: { 200: okSchema(z.null()) } } },
    async () => ok(null, 'Logged out'),
  );

  // Revokes every token of the caller, this one included (decision 017): a lost phone stays signed in no longer.
  r.post(
    '/auth/logout/everywhere',
    {
      config: { access: 'signedIn', rateLimit },
      schema: { tags: ['auth'], body: ZLogoutEverywhereRequest, response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await logoutEverywhere(ctx, auditActorOf(request));
      return ok(null, MSG.signedOutEverywhere);
    },
  );
}
