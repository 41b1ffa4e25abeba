export * from './tour-status';
