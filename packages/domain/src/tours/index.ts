export * from './tour-details-access';
export * from './tour-events';
export * from './tour-status';
