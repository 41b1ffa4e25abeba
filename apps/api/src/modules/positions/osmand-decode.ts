// Reads an OsmAnd / Traccar Client request into a position, as Traccar's OsmAndProtocolDecoder does
// (docs/standards/osmand-protocol.md): the query-string form (speed in knots, four timestamp forms, lat/lon or
// location=lat,lon, a form-encoded body when the URL has no query) and the JSON form of Traccar Client v8
// (speed in m/s, negative values meaning "unknown", battery as a 0..1 fraction).
import { knotsToMetresPerSecond } from '@cargolens/domain/positions';

export interface OsmAndReport {
  recordedAt: number;
  /** Absent when the device sent no location: Traccar then reuses the last known one. */
  lat?: number;
  lng?: number;
  speed?: number;
  heading?: number;
  altitude?: number;
  accuracy?: number;
  battery?: number;
}

export interface OsmAndRequest {
  form: 'query' | 'json';
  /** Absent or blank: the request is refused (400). */
  deviceId: string | undefined;
  /** Absent when the request could not be read at all (400). */
  report: OsmAndReport | undefined;
}

/** Traccar: "a value below Integer.MAX_VALUE counts as seconds". */
const INT_MAX = 2_147_483_647;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * Unix seconds, Unix milliseconds, ISO 8601, or `yyyy-MM-dd HH:mm:ss`, which Traccar reads in the server's
 * zone: Cargolens keeps time in UTC, so that is UTC here (decision 0062). NaN when it is none of them.
 */
export function parseOsmAndTimestamp(value: string): number {
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const number = Number(text);
    return number < INT_MAX ? Math.round(number * 1000) : Math.round(number);
  }
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
    return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  }
  return text.includes('T') ? Date.parse(text) : Number.NaN;
}

/** A number as Traccar's Double.parseDouble reads it: "NaN" is NaN, which the position checks refuse. */
const numberOf = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

function fromParameters(params: URLSearchParams, now: number): OsmAndRequest {
  const deviceId = (params.get('id') ?? params.get('deviceid'))?.trim() || undefined;
  const timestamp = params.get('timestamp');
  const report: OsmAndReport = { recordedAt: timestamp ? parseOsmAndTimestamp(timestamp) : now };
  const location = params.get('location')?.split(',');
  const lat = numberOf(params.get('lat') ?? location?.[0]);
  const lng = numberOf(params.get('lon') ?? location?.[1]);
  if (lat !== undefined && lng !== undefined) Object.assign(report, { lat, lng });
  const speed = numberOf(params.get('speed') ?? undefined);
  if (speed !== undefined) report.speed = knotsToMetresPerSecond(speed);
  const heading = numberOf(params.get('bearing') ?? params.get('heading') ?? undefined);
  if (heading !== undefined) report.heading = heading;
  const altitude = numberOf(params.get('altitude') ?? undefined);
  if (altitude !== undefined) report.altitude = altitude;
  const accuracy = numberOf(params.get('accuracy') ?? undefined);
  if (accuracy !== undefined) report.accuracy = accuracy;
  const battery = numberOf(params.get('batt') ?? undefined);
  if (battery !== undefined) report.battery = battery;
  return { form: 'query', deviceId, report };
}

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
/** JSON numbers, with the client's "negative means unknown" for speed, heading and battery. */
const known = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : undefined);

function fromJson(text: string, now: number): OsmAndRequest {
  let body: Json | undefined;
  try {
    body = objectOf(JSON.parse(text));
  } catch {
    body = undefined;
  }
  const rawId = body?.device_id;
  const deviceId =
    typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId).trim() || undefined : undefined;
  const location = objectOf(body?.location);
  if (!location) return { form: 'json', deviceId, report: undefined };
  const timestamp = location.timestamp;
  const report: OsmAndReport = {
    recordedAt: typeof timestamp === 'string' ? parseOsmAndTimestamp(timestamp) : now,
  };
  const coords = objectOf(location.coords);
  if (coords && coords.latitude !== undefined && coords.longitude !== undefined) {
    report.lat = typeof coords.latitude === 'number' ? coords.latitude : Number.NaN;
    report.lng = typeof coords.longitude === 'number' ? coords.longitude : Number.NaN;
  }
  const speed = known(coords?.speed);
  if (speed !== undefined) report.speed = speed;
  const heading = known(coords?.heading);
  if (heading !== undefined) report.heading = heading;
  if (typeof coords?.altitude === 'number') report.altitude = coords.altitude;
  const accuracy = known(coords?.accuracy);
  if (accuracy !== undefined) report.accuracy = accuracy;
  const level = known(objectOf(location.battery)?.level);
  if (level !== undefined) report.battery = Math.round(level * 1000) / 10;
  return { form: 'json', deviceId, report };
}

export interface RawOsmAndRequest {
  /** The request URL's query string, without '?'. */
  query: string;
  contentType: string | undefined;
  body: string;
}

export function decodeOsmAnd(request: RawOsmAndRequest, now: number): OsmAndRequest {
  if ((request.contentType ?? '').toLowerCase().startsWith('application/json'))
    return fromJson(request.body, now);
  // No query parameters: the parameters are the form-encoded body.
  const params = new URLSearchParams(request.query || request.body);
  return fromParameters(params, now);
}
