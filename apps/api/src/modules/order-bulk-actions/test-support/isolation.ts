// Tenant isolation of the order-bulk-actions module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';

const orders = isolatedCollection('orders', '/api/orders');

export const isolation: ModuleIsolation = {
  routes: {
    'POST /api/orders/bulk-actions': {
      kind: 'bulk-write',
      ...orders.scope,
      body: (orders) => ({
        data: {
          type: 'orderBulkActions',
          attributes: { action: 'cancel' },
          relationships: { orders: { data: orders.map((o) => ({ type: 'orders', id: o.id })) } },
        },
      }),
    },
  },
};
