// Tenant isolation of the resources module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  parties: {
    means: (r) => [r.attributes.organizationName],
  },
  routes: {
    'GET /api/means': { kind: 'list', type: 'means' },
    'GET /api/means/{id}': { kind: 'item', type: 'means', list: '/api/means' },
    'POST /api/means': {
      kind: 'create',
      type: 'means',
      list: '/api/means',
      body: (organizationId) => ({
        data: {
          type: 'means',
          attributes: { label: 'Isolation' },
          relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
        },
      }),
    },
    'PATCH /api/means/{id}': {
      kind: 'item-write',
      type: 'means',
      list: '/api/means',
      body: () => ({ data: { type: 'means', attributes: { fuelType: 'LNG' } } }),
    },
    'PUT /api/means/{id}/deactivate': { kind: 'item-write', type: 'means', list: '/api/means' },
    'PUT /api/means/{id}/activate': { kind: 'item-write', type: 'means', list: '/api/means' },
    'DELETE /api/means/{id}': { kind: 'item-write', type: 'means', list: '/api/means' },
  },
};
