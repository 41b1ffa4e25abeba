export * from './administration';
export * from './api-roles';
export * from './features';
export * from './roles';
export * from './session-permissions';
