// Tenant isolation of the imports module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownOrganization } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const imports = isolatedCollection('import-tasks', '/api/imports');

export const isolation: ModuleIsolation = imports.module(ownOrganization, {
  'GET /api/imports/{id}/rejected-lines': imports.item(),
  // The same columns and example for every organization.
  'GET /api/imports/templates/{type}': { kind: 'reference' },
  // A CSV upload, not a JSON:API create: in the caller's own organization, or with `?organization=` for the
  // back office only ('lets only the back office act on behalf…' below); imports.test.ts checks another
  // organization's task answers 404.
  'POST /api/imports': { kind: 'self' },
});
