// Tenant isolation of the pairing module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { DEMO_SHIPPER_RESOURCE_ID } from '../../../openapi/example-ids';
import { pairBody } from '../../../test-support/assignment-fixtures';
import { isolatedCollection } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const tours = isolatedCollection('tours', '/api/tours');

export const isolation: ModuleIsolation = {
  routes: {
    'PUT /api/tours/{id}/pairing': {
      kind: 'item-write',
      ...tours.scope,
      body: () => pairBody(DEMO_SHIPPER_RESOURCE_ID),
    },
    'DELETE /api/tours/{id}/pairing': tours.write(),
  },
};
