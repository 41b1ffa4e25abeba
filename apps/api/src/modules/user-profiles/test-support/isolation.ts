// Tenant isolation of the user-profiles module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownOrganization } from '../../../test-support/isolated-collection';
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

const userProfiles = isolatedCollection('userProfiles', '/api/user-profiles');

export const isolation: ModuleIsolation = userProfiles.module(ownOrganization, {
  'POST /api/user-profiles': userProfiles.create(() => ({
    name: `Isolation ${unique()}`,
    features: ['ORDERS'],
  })),
  'PUT /api/user-profiles/{id}': userProfiles.write({ features: [] }),
  'DELETE /api/user-profiles/{id}': userProfiles.write(),
});
