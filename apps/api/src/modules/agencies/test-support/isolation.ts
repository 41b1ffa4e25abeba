// Tenant isolation of the agencies module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  parties: {
    agencies: (r) => [r.attributes.organizationName],
  },
  routes: {
    'GET /api/agencies': { kind: 'list', type: 'agencies' },
    'GET /api/agencies/{id}': { kind: 'item', type: 'agencies', list: '/api/agencies' },
    'POST /api/agencies': {
      kind: 'create',
      type: 'agencies',
      list: '/api/agencies',
      body: (organizationId) => ({
        data: {
          type: 'agencies',
          attributes: { name: `Isolation ${unique()}` },
          relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
        },
      }),
    },
    'PUT /api/agencies/{id}': {
      kind: 'item-write',
      type: 'agencies',
      list: '/api/agencies',
      body: () => ({ data: { type: 'agencies', attributes: { riskyDelayMinutes: 999 } } }),
    },
    'DELETE /api/agencies/{id}': { kind: 'item-write', type: 'agencies', list: '/api/agencies' },
    'HEAD /api/agencies/name/{value}': {
      kind: 'own-check',
      type: 'agencies',
      list: '/api/agencies',
      value: (agency) => String(agency.attributes.name),
    },
  },
};
