// Tenant isolation of the sessions module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  routes: {
    'GET /api/users/{id}/browser-logs': { kind: 'user-record' },
  },
};
