// Tenant isolation of the orders module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
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

export const isolation: ModuleIsolation = {
  parties: {
    orders: (r) => [r.attributes.ownerName, r.attributes.charteredName],
  },
  routes: {
    'GET /api/orders': { kind: 'list', type: 'orders' },
    'GET /api/orders/{id}': { kind: 'item', type: 'orders', list: '/api/orders' },
    'GET /api/orders/{id}/timeline': { kind: 'item', type: 'orders', list: '/api/orders' },
    'POST /api/orders': {
      kind: 'create',
      type: 'orders',
      list: '/api/orders',
      body: () => orderBody(`ISOLATION-${unique()}`),
      query: (organizationId) => `?organization=${organizationId}`,
    },
    'PUT /api/orders/{id}': {
      kind: 'item-write',
      type: 'orders',
      list: '/api/orders',
      body: (order) => orderBody(String(order.attributes.reference)),
    },
    'POST /api/orders/{id}/cancel': { kind: 'item-write', type: 'orders', list: '/api/orders' },
  },
};
