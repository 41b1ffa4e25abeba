// The IANA time zone of any coordinate, offline: @photostructure/tz-lookup (CC0) ships the world's zone
// boundaries in 73 kB. Places and stops default their timezone from here when none is given.
import tzLookup from '@photostructure/tz-lookup';

/** Undefined for coordinates outside the globe; oceans answer an Etc/GMT±N zone. */
export function timeZoneAt(lat: number, lng: number): string | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return undefined;
  try {
    return tzLookup(lat, lng);
  } catch {
    return undefined;
  }
}
