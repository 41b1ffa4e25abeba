export * from './address-display';
export * from './next-stop';
export * from './planned-window';
export * from './remaining-distance';
export * from './stop-activity';
export * from './stop-summary-state';
export * from './stop-types';
