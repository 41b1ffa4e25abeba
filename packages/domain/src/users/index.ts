export * from './user-account-rules';
export * from './user-roles';
export * from './user-rules';
