// Agency preferences, mobile-app settings and feature flags (shipment-domain §3 Agency, §6 Agency feature flags).
// The spec names the preferences and settings but not every value set; where it is silent, decision 0131 chose.
import { MESSAGES } from '../validation';

/** §6 "Agency feature flags", the ones the administration screen offers as checkboxes. */
export const AGENCY_FEATURES = [
  'AUTO_CONFIRM',
  'PUBLIC_LINK',
  'BLOCK_PAIRING_MODIFICATION',
  'CARBON_CALCULATION',
  'TRACKING_LINK',
  'STORYTELLER_AUTOMATION',
  'SMS_ORDER_CREATED',
  'SMS_LEFT_LOADING_SITE',
  'SMS_ORDER_DELIVERED',
  'SMS_ORDER_MODIFIED',
  'SMS_ORDER_CANCELLED',
] as const;

/** How an ETA shows for each delay status (decision 0131: the spec names the three modes, not their values). */
export const ETA_DISPLAY_MODES = ['ETA', 'ETA_AND_DELAY', 'HIDDEN'] as const;
export type EtaDisplayMode = (typeof ETA_DISPLAY_MODES)[number];

export const ROAD_SHIPMENT_TYPES = ['FTL', 'LTL', 'PARCEL'] as const;
export const GEOFENCING_POSITIONS = ['RAW_POSITIONS', 'RESAMPLED_POSITIONS'] as const;

export interface AgencyPreferences {
  /** Days after which the agency's finished orders are purged; null keeps them. */
  PURGED_DAY: number | null;
  ROAD_SHIPMENT_TYPE: (typeof ROAD_SHIPMENT_TYPES)[number];
  GEOFENCING_POSITIONS: (typeof GEOFENCING_POSITIONS)[number];
  INTERNAL_ETA_VISIBILITY: boolean;
  ETA_DISPLAY_ON_TIME: EtaDisplayMode;
  ETA_DISPLAY_TOLERABLE: EtaDisplayMode;
  ETA_DISPLAY_LATE: EtaDisplayMode;
}

export const DEFAULT_AGENCY_PREFERENCES: AgencyPreferences = {
  PURGED_DAY: null,
  ROAD_SHIPMENT_TYPE: 'FTL',
  GEOFENCING_POSITIONS: 'RESAMPLED_POSITIONS',
  INTERNAL_ETA_VISIBILITY: true,
  ETA_DISPLAY_ON_TIME: 'ETA',
  ETA_DISPLAY_TOLERABLE: 'ETA_AND_DELAY',
  ETA_DISPLAY_LATE: 'ETA_AND_DELAY',
};

/** Stored preferences over the defaults: a preference never set reads as its default. */
export function agencyPreferences(stored: Partial<AgencyPreferences> | null | undefined): AgencyPreferences {
  return { ...DEFAULT_AGENCY_PREFERENCES, ...(stored ?? {}) };
}

export const GOODS_DECLARATION_TYPES = ['NONE', 'HANDLING_UNITS', 'PRODUCTS'] as const;
export const TRACKING_MODES = ['GPS', 'EVENTS_ONLY'] as const;

/** Bounds of an agency's delay thresholds (minutes) and of its drivers' GPS frequency (seconds): API and form. */
export const AGENCY_DELAY_MINUTES = { min: 0, max: 1440 } as const;
export const GPS_FREQUENCY_SECONDS = { min: 5, max: 3600 } as const;

/** The mobile app's settings of §3 "Agency settings (mobile app)" (agencyId is the agency itself). */
export interface AgencyMobileSettings {
  areUnexpectedGoodsAllowedAtDelivery: boolean;
  areUnexpectedGoodsAllowedAtLoading: boolean;
  isShipmentSearchByRefDisabled: boolean;
  emptyGoodsDefaultType: string | null;
  /** Seconds between two positions the app sends. */
  GPSFrequency: number;
  goodsDeclarationType: (typeof GOODS_DECLARATION_TYPES)[number];
  isMandatoryScan: boolean;
  isMandatoryPod: boolean;
  isReturnablePackingsDeclarationAllowed: boolean;
  isSignatureAtDeliveryRequired: boolean;
  isSignatureAtLoadingRequired: boolean;
  requestProductDataFromBarcodeScan: boolean;
  trackingMode: (typeof TRACKING_MODES)[number];
}

export const DEFAULT_AGENCY_MOBILE_SETTINGS: AgencyMobileSettings = {
  areUnexpectedGoodsAllowedAtDelivery: false,
  areUnexpectedGoodsAllowedAtLoading: false,
  isShipmentSearchByRefDisabled: false,
  emptyGoodsDefaultType: null,
  GPSFrequency: 60,
  goodsDeclarationType: 'HANDLING_UNITS',
  isMandatoryScan: false,
  isMandatoryPod: false,
  isReturnablePackingsDeclarationAllowed: false,
  isSignatureAtDeliveryRequired: false,
  isSignatureAtLoadingRequired: false,
  requestProductDataFromBarcodeScan: false,
  trackingMode: 'GPS',
};

export function agencyMobileSettings(
  stored: Partial<AgencyMobileSettings> | null | undefined,
): AgencyMobileSettings {
  return { ...DEFAULT_AGENCY_MOBILE_SETTINGS, ...(stored ?? {}) };
}

/** §9 defaults of a new agency. */
export const AGENCY_DEFAULTS = { hasAutomaticEvent: true, isCollaborator: false } as const;

/**
 * The delay thresholds behind the ETA display (the delay status of decision 0050): tolerable must not exceed
 * risky, or "tolerably late" could never happen ("a field must not exceed another", §5). Returns the §5 message
 * for the risky field (its minimum is the tolerable delay), or null.
 */
export function delayThresholdsIssue(tolerableMinutes: number, riskyMinutes: number): string | null {
  return tolerableMinutes <= riskyMinutes ? null : MESSAGES.min(tolerableMinutes);
}
