// orders's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createCancelOrder } from './cancel-order';
export { createOrdersInRepository, type OrdersInRepository, type Tx } from './orders-in-repository';
export { ordersInRoutes } from './orders-in-routes';
export { presentStop } from './presenter';
export { ordersInModule, ordersModule } from './register';
export { createOrdersRepository, type GoodsRow, type OrderDetailsRow } from './repository';
export { stopResource } from './resources';
export { ordersRoutes } from './routes';
export { createSaveOrder } from './save-order';
export { listOrdersQuery, orderFiltersOf, orderParams } from './schemas';
export { createOrdersService, type OrdersService } from './service';
