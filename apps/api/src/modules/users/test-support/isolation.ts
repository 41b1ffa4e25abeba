// Tenant isolation of the users module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  parties: {
    users: (r) => [r.attributes.organizationName],
  },
  routes: {
    'GET /api/me': { kind: 'self' },
    'PUT /api/me/display-preferences': { kind: 'self' },
    'GET /api/me/permissions': { kind: 'self' },
    'GET /api/users': { kind: 'list', type: 'users' },
    'GET /api/users/{id}': { kind: 'item', type: 'users', list: '/api/users' },
    'GET /api/users/{id}/agencies': { kind: 'item', type: 'users', list: '/api/users' },
    'POST /api/users': {
      kind: 'create',
      type: 'users',
      list: '/api/users',
      body: (organizationId) => {
        const n = unique();
        return {
          data: {
            type: 'users',
            attributes: {
              username: `isolation.${n}`,
              email: `isolation.${n}@example.com`,
              firstname: 'Iso',
              lastname: 'Lation',
              roles: ['ROLE_CLIENT_EXPLOITANT'],
            },
            relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
          },
        };
      },
    },
    'PUT /api/users/{id}': {
      kind: 'item-write',
      type: 'users',
      list: '/api/users',
      body: () => ({ data: { type: 'users', attributes: { firstname: 'Pris' } } }),
    },
    'PUT /api/users/{id}/activate': { kind: 'item-write', type: 'users', list: '/api/users' },
    'PUT /api/users/{id}/deactivate': { kind: 'item-write', type: 'users', list: '/api/users' },
    'DELETE /api/users/{id}': { kind: 'item-write', type: 'users', list: '/api/users' },
    'GET /api/my-agencies': { kind: 'self' },
    'HEAD /api/users/username/{value}': {
      kind: 'platform-check',
      type: 'users',
      list: '/api/users',
      value: (user) => String(user.attributes.username),
    },
    'HEAD /api/users/email/{value}': {
      kind: 'platform-check',
      type: 'users',
      list: '/api/users',
      value: (user) => String(user.attributes.email),
    },
  },
};
