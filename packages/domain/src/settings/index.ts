export * from './display-preferences';
export * from './homepage-layout';
export * from './order-list-settings';
export * from './setting-data-issues';
export * from './setting-types';
export * from './tours-view';
