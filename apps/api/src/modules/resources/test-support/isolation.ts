// Tenant isolation of the resources module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownOrganization } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const means = isolatedCollection('means', '/api/means');

export const isolation: ModuleIsolation = means.module(ownOrganization, {
  'POST /api/means': means.create(() => ({ label: 'Isolation' })),
  'PATCH /api/means/{id}': means.write({ fuelType: 'LNG' }),
  'PUT /api/means/{id}/deactivate': means.write(),
  'PUT /api/means/{id}/activate': means.write(),
  'DELETE /api/means/{id}': means.write(),
});
