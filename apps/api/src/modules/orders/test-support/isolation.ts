// Tenant isolation of the orders module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownerAndCarrier } from '../../../test-support/isolated-collection';
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';
import { ORDER_INPUT_EXAMPLE } from '../order-input-example';

/** The documented orders-in example under a reference of the test's choosing. */
function orderBody(reference: string) {
  const body = structuredClone(ORDER_INPUT_EXAMPLE) as unknown as {
    data: { attributes: { reference: string } };
  };
  body.data.attributes.reference = reference;
  return body;
}

const orders = isolatedCollection('orders', '/api/orders');

export const isolation: ModuleIsolation = orders.module(ownerAndCarrier, {
  'GET /api/orders/{id}/timeline': orders.item(),
  'POST /api/orders': {
    kind: 'create',
    ...orders.scope,
    body: () => orderBody(`ISOLATION-${unique()}`),
    query: (organizationId) => `?organization=${organizationId}`,
  },
  'PUT /api/orders/{id}': {
    kind: 'item-write',
    ...orders.scope,
    body: (order) => orderBody(String(order.attributes.reference)),
  },
  'POST /api/orders/{id}/cancel': orders.write(),
});
