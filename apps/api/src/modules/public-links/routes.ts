// The owner's side of an order's public tracking link (one link at a time, under the order), and the public
// ETA call of platform-core §2 that the tracking page reads without signing in, rate-limited per address.

import { AppError } from '@cargolens/domain/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { singleDocument } from '../../http/jsonapi/document';
import { singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { errorResponses } from '../../http/openapi';
import { scopeOf } from '../../kernel/tenant-scope';
import { orderParams } from '../orders';
import { presentPublicEta, presentPublicLink, publicLinkResource, publicOrderEtaResource } from './presenter';
import { createLinkBody, publicEtaQuery, updateLinkBody } from './schemas';
import type { PublicLinksService } from './service';

const linkDocument = singleDocumentSchema(publicLinkResource).describe('The order’s tracking link');

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

type App = Parameters<FastifyPluginAsyncZod>[0];

export const publicLinksRoutes = (
  service: PublicLinksService,
  options: { perMinute: number },
): FastifyPluginAsyncZod =>
  async function routes(app) {
    // Only routes that ask for it (config.rateLimit) are limited; the count is kept per process (decision 0105).
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('http.too_many_requests', { detail: `Try again in ${context.after}` }),
    });

    getPublicLinkRoute(app, service);
    createPublicLinkRoute(app, service);
    updatePublicLinkRoute(app, service);
    revokePublicLinkRoute(app, service);
    publicEtaRoute(app, service, options);
  };

function getPublicLinkRoute(app: App, service: PublicLinksService) {
  app.get('/orders/:id/public-link', {
    schema: {
      tags: ['public links'],
      'x-permission': 'orders.share',
      summary: "The order's tracking link: its state, and its URL while it is live (the order's owner only)",
      params: orderParams,
      response: { 200: linkDocument, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const view = await service.current(scopeOf(requireSession(request)), request.params.id);
      return singleDocument(presentPublicLink(view, originOf(request)));
    },
  });
}

function createPublicLinkRoute(app: App, service: PublicLinksService) {
  app.post('/orders/:id/public-link', {
    schema: {
      tags: ['public links'],
      'x-permission': 'orders.share',
      summary: 'A new tracking link for the order; the previous one stops working',
      params: orderParams,
      body: createLinkBody,
      response: { 201: linkDocument, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const view = await service.create(
        session,
        scopeOf(session),
        request.params.id,
        request.body.data.attributes,
      );
      return reply.code(201).send(singleDocument(presentPublicLink(view, originOf(request))));
    },
  });
}

function updatePublicLinkRoute(app: App, service: PublicLinksService) {
  app.patch('/orders/:id/public-link', {
    schema: {
      tags: ['public links'],
      'x-permission': 'orders.share',
      summary: 'Change when the live link expires, or whether it is light',
      params: orderParams,
      body: updateLinkBody,
      response: { 200: linkDocument, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const view = await service.update(
        scopeOf(requireSession(request)),
        request.params.id,
        request.body.data.attributes,
      );
      return singleDocument(presentPublicLink(view, originOf(request)));
    },
  });
}

function revokePublicLinkRoute(app: App, service: PublicLinksService) {
  app.delete('/orders/:id/public-link', {
    schema: {
      tags: ['public links'],
      'x-permission': 'orders.share',
      summary: 'Revoke the live link: its page answers "no longer available"',
      params: orderParams,
      response: { 204: z.null().describe('Revoked'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.revoke(scopeOf(requireSession(request)), request.params.id);
      return reply.code(204).send(null);
    },
  });
}

function publicEtaRoute(app: App, service: PublicLinksService, options: { perMinute: number }) {
  app.get('/public/orders/eta', {
    config: { public: true, rateLimit: { max: options.perMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['public links'],
      summary:
        'The public ETA of one order by its tracking link: status, ETAs, delays and, unless light, the truck’s last position',
      security: [],
      querystring: publicEtaQuery,
      response: {
        200: singleDocumentSchema(publicOrderEtaResource).describe('The order as its tracking page shows it'),
        ...errorResponses(400, 404, 410, 429),
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return singleDocument(presentPublicEta(await service.publicEta(request.query.token)));
    },
  });
}
