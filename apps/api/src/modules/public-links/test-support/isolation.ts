// Tenant isolation of the public-links module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const orders = isolatedCollection('orders', '/api/orders');

export const isolation: ModuleIsolation = {
  routes: {
    // An order's tracking link is its owner's (decision 0105): another organization's order answers 404 and its
    // link stays as it was; public-links.test.ts also checks the order's own carrier gets 404.
    'GET /api/orders/{id}/public-link': orders.item(),
    'POST /api/orders/{id}/public-link': {
      kind: 'item-write',
      ...orders.scope,
      body: () => ({ data: { type: 'publicLinks', attributes: {} } }),
    },
    'PATCH /api/orders/{id}/public-link': {
      kind: 'item-write',
      ...orders.scope,
      body: () => ({ data: { type: 'publicLinks', attributes: { expiresAt: null } } }),
    },
    'DELETE /api/orders/{id}/public-link': orders.write(),
    // The token is the scope: it reads one order and nothing of its organization (public-links.test.ts).
    'GET /api/public/orders/eta': { kind: 'public' },
  },
};
