// Tenant isolation of the sso module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  routes: {
    // Single sign-on (decision 0135): the login hint names the organization; sso.test.ts checks that a
    // company account reaches no user of another organization.
    'GET /api/sso/{loginHint}': { kind: 'public' },
    'GET /api/sso/{loginHint}/authorization': { kind: 'public' },
    'POST /api/sso/tokens': { kind: 'public' },
  },
};
