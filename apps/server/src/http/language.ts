import { headerLanguage, type Lang } from '@campus/shared/i18n/lang';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in (decision 030): the signed-in member's account language when they
 * chose one, else the `Accept-Language` header (`*`, missing or unsupported: English).
 */
export function requestLanguage(request: FastifyRequest): Lang {
  return request.user?.language ?? headerLanguage(request.headers['accept-language']);
}
