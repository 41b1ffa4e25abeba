// Tenant isolation of the tags module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownOrganization } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const tags = isolatedCollection('tags', '/api/tags');

export const isolation: ModuleIsolation = {
  parties: {
    tags: ownOrganization,
  },
  routes: {
    'GET /api/tags': tags.list(),
    'POST /api/tags': tags.create(() => ({ label: 'Isolation', color: 'red' })),
    'PATCH /api/tags/{id}': tags.write({ label: 'Pris', color: 'red' }),
    'DELETE /api/tags/{id}': tags.write(),
    'HEAD /api/organizations/{id}/tags/name/{value}': tags.check('organization-check', 'label'),
  },
};
