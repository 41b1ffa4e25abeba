// Tenant isolation of the events module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

export const isolation: ModuleIsolation = {
  routes: {
    'POST /api/events': {
      kind: 'order-data-in',
      username: 'api.client',
      table: 'inbound_events',
      body: (order) => ({
        data: [
          {
            type: 'orderEvents',
            attributes: {
              eventId: `isolation-${unique()}`,
              code: 'ARR_LOAD',
              occurredAt: new Date().toISOString(),
            },
            relationships: { order: { data: { type: 'orders', id: order.id } } },
          },
        ],
      }),
    },
    'POST /api/etas': {
      kind: 'order-data-in',
      username: 'api.client',
      table: 'external_etas',
      body: (order) => ({
        data: [
          {
            type: 'externalEtas',
            attributes: { eventId: `isolation-${unique()}`, eta: new Date().toISOString() },
            relationships: { stop: { data: { type: 'stops', id: order.stopIds[0] } } },
          },
        ],
      }),
    },
  },
};
