export * from './next-stop-point';
export * from './order-access';
export * from './order-list';
export * from './order-statuses';
export * from './orders-in-policy';
export * from './transport-modes';
export * from './validate-order-stops';
