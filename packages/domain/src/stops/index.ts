export * from './address-display';
export * from './planned-window';
export * from './remaining-distance';
export * from './stop-activity';
export * from './stop-geofence';
export * from './stop-states';
export * from './stop-summary-state';
export * from './stop-types';
