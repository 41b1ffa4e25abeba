// Tenant isolation of the users module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownOrganization } from '../../../test-support/isolated-collection';
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

const users = isolatedCollection('users', '/api/users');

export const isolation: ModuleIsolation = users.module(ownOrganization, {
  'GET /api/me': { kind: 'self' },
  'PUT /api/me/display-preferences': { kind: 'self' },
  'GET /api/me/permissions': { kind: 'self' },
  'GET /api/users/{id}/agencies': users.item(),
  'POST /api/users': users.create(() => {
    const n = unique();
    return {
      username: `isolation.${n}`,
      email: `isolation.${n}@example.com`,
      firstname: 'Iso',
      lastname: 'Lation',
      roles: ['ROLE_CLIENT_EXPLOITANT'],
    };
  }),
  'PUT /api/users/{id}': users.write({ firstname: 'Pris' }),
  'PUT /api/users/{id}/activate': users.write(),
  'PUT /api/users/{id}/deactivate': users.write(),
  'DELETE /api/users/{id}': users.write(),
  'GET /api/my-agencies': { kind: 'self' },
  'HEAD /api/users/username/{value}': users.check('platform-check', 'username'),
  'HEAD /api/users/email/{value}': users.check('platform-check', 'email'),
});
