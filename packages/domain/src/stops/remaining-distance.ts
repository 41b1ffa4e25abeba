import { DISTANCE_KM_SWITCH_M } from '../constants';

export interface DistanceDisplay {
  readonly value: string;
  readonly unit: 'km' | 'm';
}

/**
 * shipment-domain.txt §3, §9: kilometres with the chosen decimals above
 * 1000 m, whole metres up to and including 1000 m, nothing when the distance
 * is negative or missing. Parts rather than a string so i18n picks the
 * decimal separator and unit label.
 */
export function remainingDistanceDisplay(
  meters: number | null | undefined,
  decimals = 1,
): DistanceDisplay | null {
  if (meters === null || meters === undefined || !Number.isFinite(meters) || meters < 0) return null;
  if (meters > DISTANCE_KM_SWITCH_M) return { value: (meters / 1000).toFixed(decimals), unit: 'km' };
  return { value: String(Math.round(meters)), unit: 'm' };
}

/** "12.3 km", "850 m", or "" when there is nothing to show. */
export function formatRemainingDistance(meters: number | null | undefined, decimals = 1): string {
  const display = remainingDistanceDisplay(meters, decimals);
  return display ? `${display.value} ${display.unit}` : '';
}
