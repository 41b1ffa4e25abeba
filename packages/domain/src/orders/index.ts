export * from './order-statuses';
export * from './orders-in-policy';
export * from './validate-order-stops';
export * from './order-list';
