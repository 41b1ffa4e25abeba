export * from './tag-colours';
export * from './tag-label';
export * from './tag-orders';
export * from './tag-permissions';
