import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** Admin user management: POST /user/create, PATCH /user/update/:id, GET /user/table (administration issue). */
export async function userAdminRoutes(_app: FastifyInstance, _ctx: AppContext) {}
