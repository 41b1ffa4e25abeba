// Tenant isolation of the tours module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownerAndCarrier } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const tours = isolatedCollection('tours', '/api/tours');

// A tour belongs to its owner and to the carrier it is chartered to.
export const isolation: ModuleIsolation = tours.module(ownerAndCarrier, {
  'GET /api/tours/reference/{reference}/details': tours.item(),
  'HEAD /api/organization/tours/reference/{reference}': tours.check('own-check', 'reference'),
});
