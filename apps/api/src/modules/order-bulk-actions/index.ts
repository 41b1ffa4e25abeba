// order-bulk-actions's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { orderBulkActionsModule } from './register';
export { createOrderTaggingRepository } from './repository';
export { orderBulkActionsRoutes } from './routes';
export { createOrderBulkActions } from './service';
