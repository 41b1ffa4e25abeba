export * from './user-rules';
