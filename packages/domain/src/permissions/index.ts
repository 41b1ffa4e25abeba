export * from './administration';
export * from './api-roles';
export * from './features';
export * from './positions-in';
export * from './roles';
export * from './session-permissions';
