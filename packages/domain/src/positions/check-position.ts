// What makes one reported position acceptable (issue 7, "bad input"): every check here is about the position
// alone, so a batch refuses the bad ones one by one and keeps the rest. Time is a parameter (no clock).
import type { ErrorCode } from '../errors';

/** A position as a device or an integrator reports it, in Cargolens' units. */
export interface PositionReport {
  /** Epoch milliseconds of the fix. */
  recordedAt: number;
  lat: number;
  lng: number;
  /** m/s */
  speed?: number | null | undefined;
  /** degrees clockwise from north, 0 ≤ heading ≤ 360 (360 is north again) */
  heading?: number | null | undefined;
  /** metres */
  altitude?: number | null | undefined;
  /** metres */
  accuracy?: number | null | undefined;
  /** percent, 0..100 */
  battery?: number | null | undefined;
}

export interface PositionIssue {
  code: ErrorCode;
  /** The attribute at fault. */
  field: keyof PositionReport;
}

export const MAX_POSITIONS_PER_BATCH = 1000;
/** Phones and boxes drift a little; a fix further ahead of the server's clock than this is wrong. */
export const FUTURE_TOLERANCE_MS = 10 * 60_000;
/** GPS week roll-overs and unset clocks report 1980 or 1970: nothing before this is a real fix. */
export const EARLIEST_POSITION_MS = Date.UTC(2000, 0, 1);
/** 500 km/h: faster than any vehicle Cargolens tracks, so a larger value is a unit mistake. */
export const MAX_SPEED_MS = 500 / 3.6;

const OPTIONAL_RANGES: ReadonlyArray<[keyof PositionReport, number, number]> = [
  ['speed', 0, MAX_SPEED_MS],
  ['heading', 0, 360],
  ['altitude', -1000, 20_000],
  ['accuracy', 0, 1_000_000],
  ['battery', 0, 100],
];

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Every reason to refuse the position; empty when it can be stored. */
export function positionIssues(report: PositionReport, now: number): PositionIssue[] {
  const issues: PositionIssue[] = [];
  if (!finite(report.recordedAt)) issues.push({ code: 'position.not_a_number', field: 'recordedAt' });
  else if (report.recordedAt > now + FUTURE_TOLERANCE_MS)
    issues.push({ code: 'position.date_in_future', field: 'recordedAt' });
  else if (report.recordedAt < EARLIEST_POSITION_MS)
    issues.push({ code: 'position.date_too_old', field: 'recordedAt' });
  if (!finite(report.lat)) issues.push({ code: 'position.not_a_number', field: 'lat' });
  else if (Math.abs(report.lat) > 90) issues.push({ code: 'position.latitude_out_of_range', field: 'lat' });
  if (!finite(report.lng)) issues.push({ code: 'position.not_a_number', field: 'lng' });
  else if (Math.abs(report.lng) > 180) issues.push({ code: 'position.longitude_out_of_range', field: 'lng' });
  for (const [field, min, max] of OPTIONAL_RANGES) {
    const value = report[field];
    if (value === undefined || value === null) continue;
    if (!finite(value)) issues.push({ code: 'position.not_a_number', field });
    else if (value < min || value > max) issues.push({ code: 'position.out_of_range', field });
  }
  return issues;
}

/** Heading as stored: 360 is north, written 0. */
export function normalHeading(heading: number | null | undefined): number | null {
  if (heading === undefined || heading === null) return null;
  return heading === 360 ? 0 : heading;
}
