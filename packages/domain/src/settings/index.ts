export * from './global-map-label';
export * from './order-list-settings';
export * from './setting-data-issues';
export * from './setting-types';
export * from './tours-view';
