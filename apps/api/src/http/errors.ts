// Every failure leaves the API as a JSON:API error document: domain errors by their catalogue code, schema
// failures as 400 with the parameter or pointer at fault, Fastify's own client errors by status. Only a real
// server fault becomes a 500, and its details stay in the log.
import {
  AppError,
  ERROR_CATALOGUE,
  type ErrorCode,
  type FieldPath,
  messageOf,
  ValidationError,
} from '@cargolens/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';

export interface ErrorObject {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

export function errorObject(
  code: ErrorCode,
  extra: Omit<ErrorObject, 'status' | 'code' | 'title'> = {},
  status?: number,
) {
  const error = new AppError(code);
  return {
    status: String(status ?? error.status),
    code,
    title: messageOf(code),
    ...extra,
  } satisfies ErrorObject;
}

const escapeToken = (token: string | number) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Where a service's field path (decision 0222) sits in a JSON:API request: `['id']` → /data/id,
 * `['relationships', 'organization', 'id']` → /data/relationships/organization/data/id (a to-one's record),
 * `['relationships', 'portfolios']` → /data/relationships/portfolios (a to-many as a whole),
 * `['relationships', 'portfolios', 2]` → /data/relationships/portfolios/data/2/id (one of them),
 * `['filter', 'organization']` → the parameter filter[organization], `['parameter', 'organization']` → the
 * parameter organization, and any other path an attribute:
 * `['address', 'city']` → /data/attributes/address/city.
 */
export function sourceOfField(field: FieldPath): NonNullable<ErrorObject['source']> {
  const [head, ...rest] = field;
  if (head === 'filter') return { parameter: `filter[${rest.join('.')}]` };
  if (head === 'parameter' && rest.length === 1) return { parameter: String(rest[0]) };
  if (head === 'id' && rest.length === 0) return { pointer: '/data/id' };
  if (head === 'relationships' && rest.length > 0) {
    const [name, item] = rest;
    const relationship = `/data/relationships/${escapeToken(name as string)}`;
    if (item === undefined) return { pointer: relationship };
    return {
      pointer: item === 'id' ? `${relationship}/data/id` : `${relationship}/data/${escapeToken(item)}/id`,
    };
  }
  return { pointer: `/data/attributes/${field.map(escapeToken).join('/')}` };
}

/** An explicit wire source wins: modules not yet moved to field paths still name their pointers. */
function sourceOfError(error: { source?: ErrorObject['source']; field?: FieldPath }) {
  if (error.source) return { source: error.source };
  if (error.field) return { source: sourceOfField(error.field) };
  return {};
}

function sendErrors(reply: FastifyReply, status: number, errors: ErrorObject[]) {
  return reply
    .code(status)
    .type('application/vnd.api+json')
    .send({ jsonapi: { version: '1.1' }, errors });
}

/** What fastify-type-provider-zod puts in `error.validation`: one entry per zod issue. */
interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message: string;
  params: { keys?: string[]; origin?: string; params?: { code?: string } };
}

const ISSUE_CODES: Record<string, ErrorCode> = {
  invalid_type: 'validation.invalid_type',
  invalid_value: 'validation.invalid_choice',
  invalid_union: 'validation.not_valid',
  unrecognized_keys: 'validation.unexpected_field',
  too_small: 'validation.too_low',
  too_big: 'validation.too_high',
  invalid_format: 'validation.not_valid',
  custom: 'validation.not_valid',
};

/** A refinement may name its catalogue code (`params: { code }`); a string's length is long/short, not high/low. */
function issueCode(entry: ValidationEntry): ErrorCode {
  const named = entry.params.params?.code;
  if (named && named in ERROR_CATALOGUE) return named as ErrorCode;
  if (entry.params.origin === 'string' && entry.keyword === 'too_big') return 'validation.too_long';
  if (entry.params.origin === 'string' && entry.keyword === 'too_small') return 'validation.too_short';
  return ISSUE_CODES[entry.keyword] ?? 'validation.not_valid';
}

function sourceOf(context: string | undefined, path: string[]): ErrorObject['source'] {
  if (context === 'querystring' || context === 'params') return { parameter: path[0] ?? '' };
  return { pointer: path.length ? `/${path.map(escapeToken).join('/')}` : '' };
}

function validationErrors(error: FastifyError & { validationContext?: string }): ErrorObject[] {
  const entries = (error.validation ?? []) as unknown as ValidationEntry[];
  return entries.flatMap((entry) => {
    const path = entry.instancePath.split('/').filter(Boolean);
    if (entry.keyword === 'unrecognized_keys' && entry.params.keys) {
      return entry.params.keys.map((key) =>
        errorObject('validation.unexpected_field', {
          detail: `Unknown parameter ${key}`,
          source: sourceOf(error.validationContext, [...path, key]),
        }),
      );
    }
    const missing = entry.keyword === 'invalid_type' && /received undefined/.test(entry.message);
    const code = missing ? 'validation.missing_field' : issueCode(entry);
    return [errorObject(code, { detail: entry.message, source: sourceOf(error.validationContext, path) })];
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ValidationError) {
      return sendErrors(
        reply,
        error.status,
        error.issues.map((issue) =>
          errorObject(issue.code, {
            ...(issue.detail ? { detail: issue.detail } : {}),
            source: 'field' in issue ? sourceOfField(issue.field) : { pointer: issue.pointer },
          }),
        ),
      );
    }
    if (error instanceof AppError) {
      return sendErrors(reply, error.status, [
        errorObject(error.code, {
          ...(error.detail ? { detail: error.detail } : {}),
          ...sourceOfError(error),
        }),
      ]);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendErrors(reply, 400, validationErrors(error));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendErrors(reply, 415, [errorObject('http.unsupported_media_type')]);
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return sendErrors(reply, 400, [
        errorObject('validation.invalid_json', {
          detail: 'The request body is not valid JSON',
          source: { pointer: '' },
        }),
      ]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 404
          ? 'http.not_found'
          : status === 405
            ? 'http.method_not_allowed'
            : status === 415
              ? 'http.unsupported_media_type'
              : 'http.bad_request';
      return sendErrors(reply, status, [errorObject(code, { detail: error.message }, status)]);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (decision 0219): the client tries again later; the log says why, briefly.
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendErrors(reply, 503, [errorObject('http.service_unavailable')]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendErrors(reply, 500, [errorObject('http.internal_error')]);
  });
}
