// Tenant isolation of the tour-map module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  parties: {
    mapTours: (r) => [r.attributes.ownerName, r.attributes.charteredName],
  },
  routes: {
    'GET /api/map/tours': { kind: 'list', type: 'mapTours' },
    'GET /api/orders/{id}/track': { kind: 'item', type: 'orders', list: '/api/orders' },
  },
};
