// Tenant isolation of the portfolios module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  routes: {
    'GET /api/portfolios': { kind: 'back-office' },
    'GET /api/my-portfolios': { kind: 'self' },
    'POST /api/portfolios': {
      kind: 'back-office-create',
      list: '/api/portfolios',
      body: () => ({ data: { type: 'portfolios', attributes: { name: `Isolation ${unique()}` } } }),
    },
    'PUT /api/portfolios/{id}': {
      kind: 'back-office-item',
      list: '/api/portfolios',
      body: () => ({ data: { type: 'portfolios', attributes: { name: `Pris ${unique()}` } } }),
    },
    'DELETE /api/portfolios/{id}': { kind: 'back-office-item', list: '/api/portfolios' },
    'HEAD /api/portfolios/name/{value}': { kind: 'back-office-item', list: '/api/portfolios' },
  },
};
