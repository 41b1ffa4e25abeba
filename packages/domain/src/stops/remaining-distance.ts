import { DISTANCE_KM_SWITCH_M } from '../constants';
import { convertLength, distanceUnit } from '../units';

export interface DistanceDisplay {
  readonly value: string;
  readonly unit: 'km' | 'm' | 'mi' | 'yd';
}

/**
 * shipment-domain.txt §3, §9: kilometres with the chosen decimals above
 * 1000 m, whole metres up to and including 1000 m, nothing when the distance
 * is negative or missing. In the imperial system the same switch gives miles
 * and whole yards. Parts rather than a string so i18n picks the decimal
 * separator and unit label.
 */
export function remainingDistanceDisplay(
  meters: number | null | undefined,
  decimals = 1,
  system: 'metric' | 'imperial' = 'metric',
): DistanceDisplay | null {
  if (meters === null || meters === undefined || !Number.isFinite(meters) || meters < 0) return null;
  if (meters > DISTANCE_KM_SWITCH_M) {
    const unit = distanceUnit(system);
    return { value: convertLength(meters, 'm', unit).toFixed(decimals), unit };
  }
  if (system === 'imperial')
    return { value: String(Math.round(convertLength(meters, 'm', 'yd'))), unit: 'yd' };
  return { value: String(Math.round(meters)), unit: 'm' };
}
