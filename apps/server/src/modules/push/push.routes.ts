import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function pushRoutes(_app: FastifyInstance, _ctx: AppContext) {}
