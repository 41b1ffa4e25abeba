// Tenant isolation of the chartering module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { DEMO_CARRIER_AGENCY_ID } from '../../../openapi/example-ids';
import { answerBody, charterBody } from '../../../test-support/assignment-fixtures';
import { isolatedCollection } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const tours = isolatedCollection('tours', '/api/tours');

export const isolation: ModuleIsolation = {
  routes: {
    // The directory of public carriers' agencies, the same for every shipper.
    'GET /api/carrier-agencies': { kind: 'reference' },
    'GET /api/tours/{id}/assignment': tours.item(),
    'PUT /api/tours/{id}/chartering': {
      kind: 'item-write',
      ...tours.scope,
      body: () => charterBody(DEMO_CARRIER_AGENCY_ID),
    },
    'PATCH /api/tours/{id}/chartering': {
      kind: 'item-write',
      ...tours.scope,
      body: () => answerBody('REFUSED'),
    },
    'DELETE /api/tours/{id}/chartering': tours.write(),
  },
};
