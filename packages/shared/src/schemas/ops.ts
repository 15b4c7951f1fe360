import { z } from 'zod';
import { ERROR_CODES } from '../enums';
import { okSchema } from './envelope';

/** GET /health/ready: each dependency the process needs before a load balancer may send it traffic. */
export const ZReadinessChecks = z.object({
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  process: z.enum(['ok', 'draining']),
});
export type TReadinessChecks = z.infer<typeof ZReadinessChecks>;

export const ZReadyResponse = okSchema(z.object({ status: z.literal('ready'), checks: ZReadinessChecks }));

export const ZNotReadyResponse = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errorMessages: z.array(z.object({ path: z.string(), message: z.string() })),
  requestId: z.string(),
  data: z.object({ status: z.literal('not-ready'), checks: ZReadinessChecks }),
});

/** GET /health: the liveness probe. */
export const ZHealthResponse = okSchema(z.object({ status: z.literal('ok') }));

/** GET /health/db: the database answered, and which driver the process uses. */
export const ZHealthDbResponse = okSchema(z.object({ status: z.literal('ok'), driver: z.enum(['pglite', 'pg']) }));
