export * from './tag-colours';
export * from './tag-permissions';
