export * from './order-statuses';
