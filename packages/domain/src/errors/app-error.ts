import { type ErrorCode, messageOf, statusOf } from './catalogue';

export interface ErrorSource {
  /** JSON Pointer into the request document, e.g. /data/attributes/email. */
  pointer?: string;
  /** Name of the query parameter at fault, e.g. filter[status]. */
  parameter?: string;
}

/** The one error type rules and services throw; the API maps it to a JSON:API error object. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly source: ErrorSource | undefined;

  constructor(code: ErrorCode, options: { detail?: string; source?: ErrorSource } = {}) {
    super(options.detail ?? messageOf(code));
    this.name = 'AppError';
    this.code = code;
    this.status = statusOf(code);
    this.detail = options.detail;
    this.source = options.source;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
