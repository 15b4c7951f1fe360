import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type Notifier, createInboxNotifier } from './notifier';

export function createNotifier(deps: { config: Config; db: Db; log: FastifyBaseLogger }): Notifier {
  return createInboxNotifier(deps.db, (err) => deps.log.warn({ err }, 'notification failed'));
}
