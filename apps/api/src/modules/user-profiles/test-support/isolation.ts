// Tenant isolation of the user-profiles module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  parties: {
    userProfiles: (r) => [r.attributes.organizationName],
  },
  routes: {
    'GET /api/user-profiles': { kind: 'list', type: 'userProfiles' },
    'GET /api/user-profiles/{id}': { kind: 'item', type: 'userProfiles', list: '/api/user-profiles' },
    'POST /api/user-profiles': {
      kind: 'create',
      type: 'userProfiles',
      list: '/api/user-profiles',
      body: (organizationId) => ({
        data: {
          type: 'userProfiles',
          attributes: { name: `Isolation ${unique()}`, features: ['ORDERS'] },
          relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
        },
      }),
    },
    'PUT /api/user-profiles/{id}': {
      kind: 'item-write',
      type: 'userProfiles',
      list: '/api/user-profiles',
      body: () => ({ data: { type: 'userProfiles', attributes: { features: [] } } }),
    },
    'DELETE /api/user-profiles/{id}': {
      kind: 'item-write',
      type: 'userProfiles',
      list: '/api/user-profiles',
    },
  },
};
