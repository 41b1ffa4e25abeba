// How orders plugs into the server (decision 0221). Two registrations: the read routes and the writes ("orders
// in") sit apart in the route order the OpenAPI document follows.
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { GeoService } from '../geo';
import { createCancelOrder } from './cancel-order';
import { createOrdersInRepository } from './orders-in-repository';
import { ordersInRoutes } from './orders-in-routes';
import { createOrdersRepository } from './repository';
import { ordersRoutes } from './routes';
import { createSaveOrder } from './save-order';
import { createOrdersService } from './service';

export const ordersModule: ModuleRegistration = async (api, { store }) => {
  await api.register(ordersRoutes(createOrdersService(createOrdersRepository(store.db))));
};

export const ordersInModule: ModuleRegistration<ServerBasics & { geo: GeoService }> = async (
  api,
  { store, geo },
) => {
  const ordersIn = createOrdersInRepository(store.db);
  await api.register(
    ordersInRoutes({
      saveOrder: createSaveOrder(ordersIn, geo),
      cancelOrder: createCancelOrder(ordersIn),
      orders: createOrdersService(createOrdersRepository(store.db)),
    }),
  );
};
