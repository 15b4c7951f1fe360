import { isLang } from '@campus/shared/i18n/lang';
import { MSG } from '@campus/shared/messages';
import { ZAuthConfig, ZEmulatorToken, ZEmulatorTokenRequest, ZJwks } from '@campus/shared/schemas/auth';
import { okSchema } from '@campus/shared/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { ok } from '../../http/reply';
import { POPUP_JS, popupHtml } from './popup-page';

/**
 * A local stand-in for Google sign-in: it issues RS256 ID tokens with Google's claim names,
 * verified by the same code path as real Google tokens (against this emulator's JWKS).
 */
export async function identityEmulatorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const emulator = ctx.identity.emulator;

  r.get(
    '/auth/config',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: okSchema(ZAuthConfig) } } },
    async () => ok({ mode: emulator ? 'emulator' : 'google', googleClientId: ctx.config.googleClientId ?? null }),
  );

  if (!emulator) return;

  r.post(
    '/identity-emulator/token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity-emulator'],
        body: ZEmulatorTokenRequest,
        response: { 200: okSchema(ZEmulatorToken) },
      },
    },
    async (request) => {
      if (!emulator) throw new AppError('NOT_FOUND', MSG.emulatorOff);
      return ok({ idToken: await emulator.issue(request.body) });
    },
  );
  r.get(
    '/identity-emulator/jwks',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: ZJwks } } },
    async () => emulator.jwks,
  );
  // The web opens the popup with ?lang= of the language on screen; without it, Accept-Language decides.
  r.get(
    '/identity-emulator',
    { config: { access: 'public' }, schema: { hide: true, querystring: z.object({ lang: z.string().optional() }) } },
    async (request, reply) => {
      const { lang } = request.query;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(popupHtml(isLang(lang) ? lang : requestLanguage(request)));
    },
  );
  r.get('/identity-emulator/popup.js', { config: { access: 'public' }, schema: { hide: true } }, async (_r, reply) =>
    reply.type('text/javascript; charset=utf-8').send(POPUP_JS),
  );
}
