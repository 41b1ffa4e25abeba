// Tenant isolation of the imports module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const IMPORTS = { type: 'import-tasks', list: '/api/imports' } as const;

export const isolation: ModuleIsolation = {
  parties: {
    'import-tasks': (r) => [r.attributes.organizationName],
  },
  routes: {
    'GET /api/imports': { kind: 'list', type: 'import-tasks' },
    'GET /api/imports/{id}': { kind: 'item', ...IMPORTS },
    'GET /api/imports/{id}/rejected-lines': { kind: 'item', ...IMPORTS },
    // The same columns and example for every organization.
    'GET /api/imports/templates/{type}': { kind: 'reference' },
    // A CSV upload, not a JSON:API create: in the caller's own organization, or with `?organization=` for the
    // back office only ('lets only the back office act on behalf…' below); imports.test.ts checks another
    // organization's task answers 404.
    'POST /api/imports': { kind: 'self' },
  },
};
