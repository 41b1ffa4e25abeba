// Tenant isolation of the auth module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  routes: {
    'POST /api/tokens': { kind: 'public' },
    'POST /api/tokens/refresh': { kind: 'public' },
    'DELETE /api/tokens/refresh': { kind: 'public' },
    'POST /api/password-resets': { kind: 'public' },
    'POST /api/passwords': { kind: 'public' },
    'GET /api/tokens/impersonation/{id}': { kind: 'back-office' },
  },
};
