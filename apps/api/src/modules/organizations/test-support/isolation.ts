// Tenant isolation of the organizations module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  parties: {
    organizations: (r) => [r.attributes.name],
  },
  routes: {
    'GET /api/organizations': { kind: 'list', type: 'organizations' },
    'GET /api/organizations/{id}': { kind: 'item', type: 'organizations', list: '/api/organizations' },
    'POST /api/organizations': {
      kind: 'back-office-create',
      list: '/api/organizations',
      body: () => ({ data: { type: 'organizations', attributes: { name: `Isolation ${unique()}` } } }),
    },
    'PUT /api/organizations/{id}': {
      kind: 'item-write',
      type: 'organizations',
      list: '/api/organizations',
      body: () => ({ data: { type: 'organizations', attributes: { phone: '+33 4 72 00 00 99' } } }),
    },
    'HEAD /api/organizations/name/{value}': {
      kind: 'own-check',
      type: 'organizations',
      list: '/api/organizations',
      value: (organization) => String(organization.attributes.name),
    },
  },
};
