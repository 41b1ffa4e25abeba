export * from './administration';
export * from './api-roles';
export * from './features';
export * from './impersonation';
export * from './positions-in';
export * from './roles';
export * from './session-permissions';
