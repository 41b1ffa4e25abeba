export * from './convert-units';
export * from './unit-factors';
export * from './unit-systems';
