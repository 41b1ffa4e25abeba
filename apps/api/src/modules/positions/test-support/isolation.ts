// Tenant isolation of the positions module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const means = isolatedCollection('means', '/api/means');

export const isolation: ModuleIsolation = {
  routes: {
    'GET /api/means/{id}/positions': means.item(),
    'GET /api/means/{id}/latest-position': means.item(),
    'POST /api/positions': {
      kind: 'device-data-in',
      username: 'api.client',
      body: (resource, asUnit) => ({
        data: [
          {
            type: 'positions',
            attributes: {
              date: new Date(Date.now() - 60_000).toISOString(),
              lat: 45.75,
              lng: 4.85,
              ...(asUnit ? { telematicUnitId: resource.attributes.telematicUnitId } : {}),
            },
            ...(asUnit ? {} : { relationships: { resource: { data: { type: 'means', id: resource.id } } } }),
          },
        ],
      }),
    },
  },
};
