// How order-bulk-actions plugs into the server (decision 0221): actions on many orders at once, through orders'
// own services.
import type { ModuleRegistration } from '../../http/module-registration';
import {
  createCancelOrder,
  createOrdersInRepository,
  createOrdersRepository,
  createOrdersService,
} from '../orders';
import { createOrderTaggingRepository } from './repository';
import { orderBulkActionsRoutes } from './routes';
import { createOrderBulkActions } from './service';

export const orderBulkActionsModule: ModuleRegistration = async (api, { store }) => {
  const ordersIn = createOrdersInRepository(store.db);
  await api.register(
    orderBulkActionsRoutes(
      createOrderBulkActions({
        orders: createOrdersService(createOrdersRepository(store.db)),
        ordersIn,
        cancelOrder: createCancelOrder(ordersIn),
        tagging: createOrderTaggingRepository(store.db),
      }),
    ),
  );
};
