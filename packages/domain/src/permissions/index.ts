export * from './administration';
export * from './roles';
