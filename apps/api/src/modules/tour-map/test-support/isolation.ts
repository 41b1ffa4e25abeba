// Tenant isolation of the tour-map module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownerAndCarrier } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const orders = isolatedCollection('orders', '/api/orders');

export const isolation: ModuleIsolation = {
  parties: {
    mapTours: ownerAndCarrier,
  },
  routes: {
    'GET /api/map/tours': { kind: 'list', type: 'mapTours' },
    'GET /api/orders/{id}/track': orders.item(),
  },
};
