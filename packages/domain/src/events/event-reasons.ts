// Reason catalogues of shipment-domain.txt §4, one snake_case code per wording
// (lower case, words joined by "_", "or"/"at" kept). Decision 0020 holds the rule.
export const LOADING_NON_COMPLIANT_REASONS = [
  'partially_missing',
  'excess_parcels',
  'missing_document',
  'opened',
  'weight_difference',
  'volume_difference',
  'specified_damages',
  'missing_or_damaged',
] as const;

export const LOADING_NON_REALISED_REASONS = [
  'not_justified',
  'shipper_absent',
  'closed_for_holidays',
  'weekly_closure',
  'partially_missing',
  'goods_unavailable',
  'photo_attached',
  'shipper_notified',
  'address_update_needed',
  'customs_clearance_in_progress',
  'shipper_moved',
  'shipper_unknown_at_address',
  'force_majeure',
  'bad_weather',
  'new_pickup_address',
  'new_appointment',
  'mechanical_breakdown',
  'coded_door',
  'scanned',
  'unexpected_weight',
  'unexpected_volume',
  'specified_damages',
  'missing_or_damaged',
] as const;

export const LOADING_REFUSED_REASONS = [
  'late_collection',
  'customs_clearance_refused',
  'non_compliant',
  'various_reasons',
  'damage',
  'clearance_refused',
  'missing_document',
] as const;

export const DELIVERY_NON_COMPLIANT_REASONS = [
  'partially_missing',
  'various_reservations',
  'missing_document',
  'unloading_finished',
  'reservations_for_missing_parcels',
  'receipt_not_signed',
  'specified_damages',
  'missing_or_damaged',
  'pilferage',
] as const;

export const DELIVERY_NON_REALISED_REASONS = [
  'not_justified',
  'closed_for_holidays',
  'weekly_closure',
  'photo_attached',
  'recipient_notified',
  'address_update_needed',
  'recipient_closed',
  'recipient_moved',
  'recipient_unknown_at_address',
  'force_majeure',
  'problem_with_geographical_position',
  'bad_weather',
  'new_delivery_address',
  'new_appointment',
  'opened',
  'mechanical_breakdown',
  'coded_door',
  'missing_or_damaged',
  'partial_distress',
] as const;

export const DELIVERY_REFUSED_REASONS = [
  'not_justified',
  'various_reasons',
  'partially_missing',
  'missing_document',
  'not_ordered',
  'postage_due',
  'pilferage',
  'cash_on_delivery',
  'late_delivery',
  'damage',
  'completely_missing',
] as const;

export const STOPOVER_ARRIVAL_REASONS = [
  'compliant',
  'non_compliant',
  'damage',
  'excess_parcels',
  'customs_cleared',
  'missing_document',
  'diverted',
  'partially_missing',
  'completely_missing',
  'opened',
  'photo_attached',
  'scanned',
  'visibly_incorrect_weight_or_volume',
  'specified_damages',
  'missing_items_regularized',
  'missing_or_damaged',
  'late_pickup_or_arrival',
] as const;

export const STOPOVER_DEPARTURE_REASONS = [
  'shipment_compliant',
  'excess_parcels',
  'completely_missing',
  'photo_attached',
  'scanned',
  'specified_damages',
  'missing_or_damaged',
  'partially_missing',
  'missing_document',
  'unloading_started',
] as const;

export const OTHER_EVENT_REASONS = [
  'tracking_completed',
  'tracking_abandoned',
  'eta_declared',
  'in_transit',
  'ready_for_pickup',
  'goods_not_relevant',
  'completed',
  'canceled',
  'consignee_notified',
  'documentation_delivered',
] as const;

export const EVENT_REASON_CATALOGUES = {
  loadingNonCompliant: LOADING_NON_COMPLIANT_REASONS,
  loadingNonRealised: LOADING_NON_REALISED_REASONS,
  loadingRefused: LOADING_REFUSED_REASONS,
  deliveryNonCompliant: DELIVERY_NON_COMPLIANT_REASONS,
  deliveryNonRealised: DELIVERY_NON_REALISED_REASONS,
  deliveryRefused: DELIVERY_REFUSED_REASONS,
  stopoverArrival: STOPOVER_ARRIVAL_REASONS,
  stopoverDeparture: STOPOVER_DEPARTURE_REASONS,
  other: OTHER_EVENT_REASONS,
} as const;
export type EventReasonCatalogue = keyof typeof EVENT_REASON_CATALOGUES;
export type EventReason = (typeof EVENT_REASON_CATALOGUES)[EventReasonCatalogue][number];
