export * from './assignment-rights';
export * from './pairing-statuses';
