import type { FastifyRequest } from 'fastify';

/** The absolute URL the client called (the JSON:API schema wants absolute links), behind proxies too. */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}
