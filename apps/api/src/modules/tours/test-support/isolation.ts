// Tenant isolation of the tours module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownerAndCarrier } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const tours = isolatedCollection('tours', '/api/tours');

export const isolation: ModuleIsolation = {
  parties: {
    // A tour belongs to its owner and to the carrier it is chartered to.
    tours: ownerAndCarrier,
  },
  routes: {
    'GET /api/tours': tours.list(),
    'GET /api/tours/{id}': tours.item(),
    'GET /api/tours/reference/{reference}/details': tours.item(),
    'HEAD /api/organization/tours/reference/{reference}': tours.check('own-check', 'reference'),
  },
};
