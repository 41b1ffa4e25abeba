// Tenant isolation of the agencies module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownOrganization } from '../../../test-support/isolated-collection';
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

const agencies = isolatedCollection('agencies', '/api/agencies');

export const isolation: ModuleIsolation = agencies.module(ownOrganization, {
  'POST /api/agencies': agencies.create(() => ({ name: `Isolation ${unique()}` })),
  'PUT /api/agencies/{id}': agencies.write({ riskyDelayMinutes: 999 }),
  'DELETE /api/agencies/{id}': agencies.write(),
  'HEAD /api/agencies/name/{value}': agencies.check('own-check', 'name'),
});
