export * from './check-position';
export * from './speed-units';
