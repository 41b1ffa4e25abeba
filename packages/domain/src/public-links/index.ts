export * from './public-link-state';
