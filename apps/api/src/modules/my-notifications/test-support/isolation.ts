// Tenant isolation of the my-notifications module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  routes: {
    // The caller's own notification inbox (decision 0180): bounded by the session's user; a colleague's or
    // another organization's notification id answers 404 and stays unread (my-notifications.test.ts).
    'GET /api/my-notifications': { kind: 'self' },
    'POST /api/my-notifications/read': { kind: 'self' },
  },
};
