// Tenant isolation of the tours module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  parties: {
    // A tour belongs to its owner and to the carrier it is chartered to.
    tours: (r) => [r.attributes.ownerName, r.attributes.charteredName],
  },
  routes: {
    'GET /api/tours': { kind: 'list', type: 'tours' },
    'GET /api/tours/{id}': { kind: 'item', type: 'tours', list: '/api/tours' },
    'GET /api/tours/reference/{reference}/details': { kind: 'item', type: 'tours', list: '/api/tours' },
    'HEAD /api/organization/tours/reference/{reference}': {
      kind: 'own-check',
      type: 'tours',
      list: '/api/tours',
      value: (tour) => String(tour.attributes.reference),
    },
  },
};
