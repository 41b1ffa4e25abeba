// Business constants shared by every rule (shipment-domain.txt §9, platform-core.txt §9).
export const GPS_RECENCY_LIMIT_MINUTES = 60;
export const CARRIER_ETA_REMINDER_MINUTES = 30;
export const ROAD_TRAFFIC_CARRIER_LIMIT_MINUTES = 30;
export const GEOFENCE_RADIUS_DEFAULT_M = 500;
export const GEOFENCE_RADIUS_MIN_M = 100;
export const GEOFENCE_RADIUS_MAX_M = 5000;
export const POLYGON_MIN_COORDINATES = 4;
export const DISTANCE_KM_SWITCH_M = 1000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const PASSWORD_MIN_LENGTH = 9;
export const IDENTIFICATION_NUMBER_MIN_LENGTH = 5;
export const SALESFORCE_ID_LENGTH = 18;
/** Uniqueness checks wait this long after the last keystroke (shipment-domain §5, §9). */
export const UNIQUENESS_CHECK_DELAY_MS = 200;
