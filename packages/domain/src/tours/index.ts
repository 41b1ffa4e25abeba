export * from './tour-events';
export * from './tour-status';
