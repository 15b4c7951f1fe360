import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function eventsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
