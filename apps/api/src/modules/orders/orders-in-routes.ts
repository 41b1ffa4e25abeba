// Orders-in: create or update an order with its stops, goods, references and prices; replace it; cancel it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { singleDocument } from '../../http/jsonapi/document';
import { singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { applyMinimalPreference, preferHeaders, prefersMinimal } from '../../http/jsonapi/prefer';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { expectedVersion, ifMatchHeaders } from '../../http/jsonapi/versions';
import { errorResponses } from '../../http/openapi';
import { representations } from '../../http/response-serializer';
import { organizationFilterId } from '../../kernel/acting-organization-id';
import { encodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import type { createCancelOrder } from './cancel-order';
import { orderInput } from './order-input';
import { ORDER_INPUT_EXAMPLE } from './order-input-example';
import { isOrderReceipt, orderReceipt, orderReceiptDocument } from './order-receipt';
import { presentOrders } from './presenter';
import { goodsResource, orderResource, stopResource, tourResource } from './resources';
import type { createSaveOrder, SavedOrder } from './save-order';
import { orderParams } from './schemas';
import type { OrdersService } from './service';

const fullOrderDocument = singleDocumentSchema(orderResource, [stopResource, tourResource, goodsResource])
  .extend({ meta: z.object({ warnings: z.array(z.string()) }).optional() })
  .describe('The order as stored, with its stops, tour and goods');

/** The full order, or its receipt when the client sent `Prefer: return=minimal`. */
const savedOrderDocument = representations([fullOrderDocument, orderReceiptDocument], (document) =>
  isOrderReceipt(document) ? 1 : 0,
);

const writeQuery = z.strictObject({
  organization: publicId('Back-office only: the organization to act for').optional(),
});

const INCLUDE_ALL = new Set(['stops', 'tour', 'goods']);

export interface OrdersInUseCases {
  saveOrder: ReturnType<typeof createSaveOrder>;
  cancelOrder: ReturnType<typeof createCancelOrder>;
  orders: OrdersService;
}

/** The organization a write acts for: the caller's own, or the one a back-office user names (only they may). */
function targetOrganization(session: Session, organization: number | undefined): number {
  return (
    organizationFilterId(scopeOf(session), organization, ['parameter', 'organization']) ??
    session.organizationId
  );
}

type App = Parameters<FastifyPluginAsyncZod>[0];

export const ordersInRoutes = (useCases: OrdersInUseCases): FastifyPluginAsyncZod =>
  async function routes(app) {
    saveOrderRoute(app, useCases);
    replaceOrderRoute(app, useCases);
    cancelOrderRoute(app, useCases);
  };

/** The saved order: its receipt when the client prefers it minimal, else the full order. */
async function respond(
  orders: OrdersService,
  request: FastifyRequest,
  reply: FastifyReply,
  saved: SavedOrder,
  status: number,
) {
  const { orderId, warnings } = saved;
  if (prefersMinimal(request)) {
    const url = requestUrl(request);
    const apiBase = url.pathname.slice(0, url.pathname.lastIndexOf('/orders'));
    const self = `${url.origin}${apiBase}/orders/${encodeId(orderId)}`;
    applyMinimalPreference(reply);
    reply.header('etag', `"${saved.version}"`);
    if (status === 201) reply.header('location', self);
    return reply.code(status).send(orderReceipt(saved, self));
  }
  return full(orders, request, reply, orderId, status, warnings);
}

async function full(
  orders: OrdersService,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: number,
  status: number,
  warnings: string[],
) {
  const session = requireSession(request);
  const { data, included } = presentOrders(
    await orders.get(scopeOf(session), orderId, INCLUDE_ALL),
    scopeOf(session),
  );
  const order = data[0]!;
  reply.header('etag', `"${order.attributes.version}"`);
  return reply
    .code(status)
    .send({ ...singleDocument(order, included), ...(warnings.length ? { meta: { warnings } } : {}) });
}

function saveOrderRoute(app: App, { saveOrder, orders }: OrdersInUseCases) {
  app.post('/orders', {
    schema: {
      tags: ['orders'],
      'x-permission': 'orders.write',
      summary: 'Create an order, or update the one with the same reference (idempotent)',
      description:
        'Stops, goods, handling units, purchase orders, returnable packings, prices, references, tags, tour, ' +
        'carrier and truck in one request. Sending the same order again changes nothing; another organization ' +
        'may use the same reference. 201 when created, 200 when the reference already existed.',
      querystring: writeQuery,
      headers: preferHeaders,
      body: orderInput,
      requestExample: ORDER_INPUT_EXAMPLE,
      response: {
        200: savedOrderDocument,
        201: savedOrderDocument,
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const organizationId = targetOrganization(session, request.query.organization);
      const saved = await saveOrder(session, request.body.data.attributes, {
        organizationId,
        expectedVersion: request.body.data.meta?.version,
      });
      return respond(orders, request, reply, saved, saved.created ? 201 : 200);
    },
  });
}

function replaceOrderRoute(app: App, { saveOrder, orders }: OrdersInUseCases) {
  app.put('/orders/:id', {
    schema: {
      tags: ['orders'],
      'x-permission': 'orders.write',
      summary: 'Replace an order: its stops, goods, references and prices become what is sent',
      params: orderParams,
      headers: ifMatchHeaders.extend(preferHeaders.shape),
      body: orderInput,
      requestExample: ORDER_INPUT_EXAMPLE,
      response: { 200: savedOrderDocument, ...errorResponses(400, 401, 403, 404, 409, 415) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const orderId = request.params.id;
      const saved = await saveOrder(session, request.body.data.attributes, {
        organizationId: scopeOf(session).allOrganizations
          ? await orders.ownerOf(scopeOf(session), orderId)
          : session.organizationId,
        orderId,
        expectedVersion: expectedVersion(request.headers['if-match'], request.body.data.meta),
      });
      return respond(orders, request, reply, saved, 200);
    },
  });
}

function cancelOrderRoute(app: App, { cancelOrder, orders }: OrdersInUseCases) {
  app.post('/orders/:id/cancel', {
    schema: {
      tags: ['orders'],
      'x-permission': 'orders.write',
      summary: 'Cancel an order: it stays visible with status CANCEL_ORDER and can no longer change',
      params: orderParams,
      headers: ifMatchHeaders,
      response: { 200: fullOrderDocument, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const orderId = request.params.id;
      await cancelOrder(session, {
        orderId,
        organizationId: scopeOf(session).allOrganizations
          ? await orders.ownerOf(scopeOf(session), orderId)
          : session.organizationId,
        expectedVersion: expectedVersion(request.headers['if-match'], undefined),
      });
      return full(orders, request, reply, orderId, 200, []);
    },
  });
}
