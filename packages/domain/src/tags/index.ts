export * from './tag-colours';
export * from './tag-label';
export * from './tag-permissions';
export * from './tag-orders';
