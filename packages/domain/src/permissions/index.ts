export * from './administration';
export * from './positions-in';
export * from './roles';
