// Tenant isolation of the organizations module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection } from '../../../test-support/isolated-collection';
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

const organizations = isolatedCollection('organizations', '/api/organizations');

export const isolation: ModuleIsolation = organizations.module((r) => [r.attributes.name], {
  'POST /api/organizations': {
    kind: 'back-office-create',
    list: '/api/organizations',
    body: () => ({ data: { type: 'organizations', attributes: { name: `Isolation ${unique()}` } } }),
  },
  'PUT /api/organizations/{id}': organizations.write({ phone: '+33 4 72 00 00 99' }),
  'HEAD /api/organizations/name/{value}': organizations.check('own-check', 'name'),
});
