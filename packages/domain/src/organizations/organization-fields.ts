// Organization fields with a closed set of values (shipment-domain §3 Organization, §6 feature flags).

export const ORGANIZATION_PROFILES = ['carrier', 'lsp', 'shipper', 'third-party'] as const;
export type OrganizationProfile = (typeof ORGANIZATION_PROFILES)[number];
/** "profile (default carrier on save)". */
export const DEFAULT_ORGANIZATION_PROFILE: OrganizationProfile = 'carrier';

/** §3: provider credentials only, SSO only, or either. */
export const AUTHENTICATION_METHODS = [
  'CARGOLENS_CREDENTIALS_ONLY',
  'SSO_ONLY',
  'SSO_OR_CARGOLENS_CREDENTIALS',
] as const;
export type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number];

/** §6 "Organization feature flags (toggled by admins)", the named ones; INSIGHTS_* are open-ended. */
export const ORGANIZATION_FEATURES = [
  'AUTOMATIC_STATUS',
  'BETA_RELEASE',
  'BLACK_SWAN_ORDER_TAGGING',
  'BLOCK_TOUR_DETAILS_ACCESS',
  'COST_VISIBILITY',
  'DEMO_MODE',
  'DISABLE_SALESFORCE_SYNCHRONIZATION',
  'DISPLAY_OFF_DUTY',
  'DRIVER_COMPLEX_FORM_SWITCH',
  'ETA_MLV2',
  'EXPORT_HANDLING_UNITS',
  'EXTERNAL_ETA',
  'FILTER_CARGO_DESCRIPTION',
  'FILTER_CONSIGNMENT_REFERENCE',
  'FILTER_ORDER_CLIENT',
  'GEOCODE_BY_NAME',
  'GOODS_WEB_READ_ONLY',
  'NO_PLACE_UPDATE_BY_EDI',
  'OCEAN',
  'OCEAN_EXPORT_LEGACY',
  'PLACE_API_NO_GEOCODE',
  'POSITIONS_AS_POLYLINE',
  'PUBLIC',
  'REGEOCODE',
  'SEQUENCING_WAYPOINTS',
  'TOUR_OUT',
  'TOURS_ON_GLOBAL_MAP',
  'VIEW_SELECTION_TOURS',
] as const;

/** A feature name as stored: upper snake case, so INSIGHTS_* and later flags pass without a code change. */
export const FEATURE_NAME = /^[A-Z][A-Z0-9_]{1,79}$/;
