import { type ErrorCode, messageOf, statusOf } from './catalogue';

export interface ErrorSource {
  /** JSON Pointer into the request document, e.g. /data/attributes/email. */
  pointer?: string;
  /** Name of the query parameter at fault, e.g. filter[status]. */
  parameter?: string;
}

/**
 * The input field at fault, named without the wire format, so a job can call a service too: `['label']` an
 * attribute (a nested one: `['address', 'city']`), `['id']` the record's own id, `['relationships',
 * 'organization', 'id']` the record a to-one relationship names, `['relationships', 'portfolios']` a to-many
 * relationship as a whole and `['relationships', 'portfolios', 2]` one of its records, `['filter',
 * 'organization']` a list's filter, `['parameter', 'organization']` another option of the request. The API turns it into a JSON:API source (apps/api/src/http/errors.ts,
 * decision 0222).
 */
export type FieldPath = readonly [string, ...(string | number)[]];

/** The one error type rules and services throw; the API maps it to a JSON:API error object. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly source: ErrorSource | undefined;
  readonly field: FieldPath | undefined;

  /** `source` is the older, wire-format way to name the field; modules move to `field` (decision 0222). */
  constructor(code: ErrorCode, options: { detail?: string; source?: ErrorSource; field?: FieldPath } = {}) {
    super(options.detail ?? messageOf(code));
    this.name = 'AppError';
    this.code = code;
    this.status = statusOf(code);
    this.detail = options.detail;
    this.source = options.source;
    this.field = options.field;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** One field at fault in a request, found by a rule that checks a whole document at once. */
export interface FieldIssue {
  code: ErrorCode;
  /** JSON Pointer into the request document. */
  pointer: string;
  detail?: string;
}

/** One field at fault, named by its field path rather than a pointer (decision 0222). */
export interface FieldPathIssue {
  code: ErrorCode;
  field: FieldPath;
  detail?: string;
}

/**
 * Several field issues reported together, so a form or an integrator sees every problem of a request in one
 * answer. Its status is that of the first issue's code (all validation codes are 400).
 */
export class ValidationError extends AppError {
  readonly issues: readonly (FieldIssue | FieldPathIssue)[];

  constructor(issues: readonly [FieldIssue | FieldPathIssue, ...(FieldIssue | FieldPathIssue)[]]) {
    const [first] = issues;
    super(
      first.code,
      'field' in first
        ? { detail: first.detail, field: first.field }
        : { detail: first.detail, source: { pointer: first.pointer } },
    );
    this.name = 'ValidationError';
    this.issues = issues;
  }
}

/** Throws the issues as one ValidationError; does nothing when there are none. */
export function assertNoIssues(issues: readonly (FieldIssue | FieldPathIssue)[]): void {
  if (issues.length > 0) throw new ValidationError(issues as [FieldIssue | FieldPathIssue]);
}
