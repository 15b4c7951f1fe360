import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function homeRoutes(_app: FastifyInstance, _ctx: AppContext) {}
