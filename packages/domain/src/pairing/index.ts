export * from './assignment-commands';
export * from './assignment-permissions';
export * from './assignment-rights';
export * from './chartering-state';
export * from './chartering-transitions';
export * from './pairing-statuses';
export * from './pairing-transitions';
export * from './tour-assignment';
