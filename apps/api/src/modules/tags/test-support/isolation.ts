// Tenant isolation of the tags module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  parties: {
    tags: (r) => [r.attributes.organizationName],
  },
  routes: {
    'GET /api/tags': { kind: 'list', type: 'tags' },
    'POST /api/tags': {
      kind: 'create',
      type: 'tags',
      list: '/api/tags',
      body: (organizationId) => ({
        data: {
          type: 'tags',
          attributes: { label: 'Isolation', color: 'red' },
          relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
        },
      }),
    },
    'PATCH /api/tags/{id}': {
      kind: 'item-write',
      type: 'tags',
      list: '/api/tags',
      body: () => ({ data: { type: 'tags', attributes: { label: 'Pris', color: 'red' } } }),
    },
    'DELETE /api/tags/{id}': { kind: 'item-write', type: 'tags', list: '/api/tags' },
    'HEAD /api/organizations/{id}/tags/name/{value}': {
      kind: 'organization-check',
      type: 'tags',
      list: '/api/tags',
      value: (tag) => String(tag.attributes.label),
    },
  },
};
