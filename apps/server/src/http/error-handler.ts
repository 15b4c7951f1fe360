import type { ErrorCode } from '@campus/shared/enums';
import { localizeMessage } from '@campus/shared/i18n/translate';
import { MSG } from '@campus/shared/messages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type PgError, pgErrorOf } from '../db/pg-error';
import { AppError, type FieldError } from './errors';
import { requestLanguage } from './language';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function tableLabel(table: string | undefined): string {
  return (table ?? 'record').replace(/_/g, ' ');
}

/** Maps a database constraint failure to a clear client error instead of a 500. */
function fromPgError(pgErr: PgError): AppError | undefined {
  switch (pgErr.code) {
    case '23505':
      return new AppError('CONFLICT', MSG.duplicateRecord(tableLabel(pgErr.table).replace(/s$/, '')));
    case '23503':
      if (pgErr.detail?.includes('is still referenced')) {
        const from = /referenced from table "(\w+)"/.exec(pgErr.detail)?.[1];
        return new AppError('CONFLICT', MSG.stillUsedBy(tableLabel(from)));
      }
      return new AppError('VALIDATION_ERROR', MSG.referenceMissing);
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
      return new AppError('VALIDATION_ERROR', MSG.valueOutOfRange);
    case '22021':
    case '22P05':
      // e.g. a NUL byte inside text: PostgreSQL cannot store it.
      return new AppError('VALIDATION_ERROR', MSG.textNotStorable);
    default:
      return undefined;
  }
}

/**
 * `requestId` is the id of the request's log line (also in X-Request-Id), for a user's screenshot of an error.
 * Messages are written in English where they arise and answered in the caller's language (decision 030).
 */
function envelope(request: FastifyRequest, code: ErrorCode, message: string, errorMessages: FieldError[] = []) {
  const lang = requestLanguage(request);
  const text = localizeMessage(message, lang);
  return {
    success: false as const,
    code,
    message: text,
    errorMessages: errorMessages.length
      ? errorMessages.map((e) => ({ path: e.path, message: localizeMessage(e.message, lang) }))
      : [{ path: '', message: text }],
    requestId: request.id,
  };
}

export function registerErrorHandling(app: FastifyInstance, options: { spaRoot?: string } = {}) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(request, error.code, error.message, error.errorMessages));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errorMessages = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(envelope(request, 'VALIDATION_ERROR', errorMessages[0].message, errorMessages));
    }
    const pgErr = pgErrorOf(error);
    const mapped = pgErr && fromPgError(pgErr);
    if (mapped) return reply.status(mapped.statusCode).send(envelope(request, mapped.code, mapped.message));

    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = fe.message;
      let code = CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR';
      let finalStatus = status;
      if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) message = MSG.invalidJson;
      else if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = MSG.bodyTooLarge;
      else if (fe.code === 'FST_REQ_FILE_TOO_LARGE') message = MSG.fileTooLarge;
      else if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        message = MSG.unsupportedMediaType;
        code = 'UNSUPPORTED_MEDIA_TYPE';
        finalStatus = 415;
      } else if (status === 429) message = MSG.tooManyRequests;
      return reply.status(finalStatus).send(envelope(request, code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(request, 'INTERNAL_ERROR', MSG.unexpectedError));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // Client-side routes (no file extension, outside /api and /uploads) get the web app's index.html.
    if (options.spaRoot && request.method === 'GET' && !/^\/(api|uploads)\//.test(url) && !/\.[a-z0-9]+$/i.test(url)) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html', options.spaRoot);
    }
    return reply.status(404).send(envelope(request, 'NOT_FOUND', `${MSG.routeNotFound}: ${request.method} ${url}`));
  });
}
