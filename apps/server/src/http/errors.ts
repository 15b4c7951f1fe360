import type { ErrorCode } from '@campus/shared/enums';

export interface FieldError {
  path: string;
  message: string;
}

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPLOAD_FAILED: 502,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Thrown by services; the one error handler maps `code` to the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errorMessages: FieldError[];

  constructor(code: ErrorCode, message: string, errorMessages: FieldError[] = []) {
    super(message);
    this.code = code;
    this.statusCode = STATUS[code];
    this.errorMessages = errorMessages.length ? errorMessages : [{ path: '', message }];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const badRequest = (message: string, path = '') =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);
