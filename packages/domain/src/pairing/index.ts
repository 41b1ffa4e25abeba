export * from './assignment-permissions';
export * from './assignment-rights';
export * from './chartering-state';
export * from './pairing-statuses';
