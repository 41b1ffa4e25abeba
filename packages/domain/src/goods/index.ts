export * from './goods-status';
export * from './goods-types';
export * from './handling-unit-catalogues';
export * from './handling-unit-dimensions';
