export * from './resource-kinds';
export * from './resource-rules';
