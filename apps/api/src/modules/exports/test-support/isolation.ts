// Tenant isolation of the exports module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  routes: {
    // An export is the caller's own task over the orders list (walked above as a list); another user's or
    // organization's task or file answers 404 (modules/exports/exports.test.ts).
    'POST /api/orders/export': { kind: 'self' },
    'GET /api/export-tasks/{id}': { kind: 'self' },
  },
};
