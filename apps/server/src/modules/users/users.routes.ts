import { okSchema } from '@campus/shared/schemas/envelope';
import { ZIdParam } from '@campus/shared/schemas/fields';
import { ZUpdateOwnProfileRequest, ZUserRecord } from '@campus/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok } from '../../http/reply';
import { getUserDetails, updateOwnProfile } from './users.service';
import { userAdminRoutes } from './users-admin.routes';

const user = { 200: okSchema(ZUserRecord) };

export async function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The app reads the own profile on every start: kept in memory per member until a write to the users or the
  // directory area (a profile edit, an admin's change, a renamed institute) commits; the browser still gets
  // `no-store` ('own'). The guard reads the caller's row as before.
  r.get(
    '/user/details',
    { config: { access: 'signedIn', cache: 'own' }, schema: { tags: ['user'], response: user } },
    async (request) => ok(await getUserDetails(ctx, currentUser(request).id)),
  );

  r.get(
    '/user/details/:id',
    { config: { access: 'manageUsers' }, schema: { tags: ['user'], params: ZIdParam, response: user } },
    async (request) => ok(await getUserDetails(ctx, request.params.id)),
  );

  r.patch(
    '/user/update',
    { config: { access: 'signedIn' }, schema: { tags: ['user'], body: ZUpdateOwnProfileRequest, response: user } },
    async (request) => ok(await updateOwnProfile(ctx, currentUser(request).id, request.body), 'Profile updated'),
  );

  await userAdminRoutes(app, ctx);
}
