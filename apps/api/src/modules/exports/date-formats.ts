// How an export writes dates: in the user's time zone and date format. A user picks a format among the spec's
// (platform-core §9: dd/MM/yyyy with HH:mm, US MM/dd/yyyy, ISO date); without a choice, the first one.
import { DEFAULT_UNIT_SYSTEM, type UnitSystem } from '@cargolens/domain/units';

export const DATE_FORMATS = ['dd/MM/yyyy HH:mm', 'MM/dd/yyyy HH:mm', 'yyyy-MM-dd HH:mm'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'dd/MM/yyyy HH:mm';

/** A setting's data as the settings API keeps it: the value itself, or `{ value }` / `{ format }`. */
function settingValue(data: unknown): unknown {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    return record.value ?? record.format ?? record.system;
  }
  return data;
}

export function dateFormatOf(setting: unknown): DateFormat {
  const value = settingValue(setting);
  return (DATE_FORMATS as readonly unknown[]).includes(value) ? (value as DateFormat) : DEFAULT_DATE_FORMAT;
}

export function unitSystemOf(setting: unknown): UnitSystem {
  const value = settingValue(setting);
  return value === 'imperial' || value === 'metric' ? value : DEFAULT_UNIT_SYSTEM;
}

/** A valid IANA zone, else UTC: a zone the runtime does not know must not fail a whole export. */
export function knownTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** Offsets from UTC per zone and quarter hour: time zones change offset only on quarter hours. */
const offsets = new Map<string, Map<number, number>>();
const QUARTER_HOUR = 15 * 60_000;

function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(zone, clock);
  }
  return clock;
}

/**
 * Milliseconds to add to UTC for the wall clock of `zone`, as a function of the instant: Intl is asked once per
 * zone and quarter hour (exports are hot), and the last quarter asked is answered without a lookup.
 */
function offsetsIn(zone: string): (time: number) => number {
  let zoneOffsets = offsets.get(zone);
  if (!zoneOffsets) {
    zoneOffsets = new Map();
    offsets.set(zone, zoneOffsets);
  }
  const known = zoneOffsets;
  let lastQuarter = Number.NaN;
  let lastOffset = 0;
  return (time) => {
    const quarter = Math.floor(time / QUARTER_HOUR);
    if (quarter === lastQuarter) return lastOffset;
    let offset = known.get(quarter);
    if (offset === undefined) {
      const start = quarter * QUARTER_HOUR;
      const parts: Record<string, string> = {};
      for (const part of clockOf(zone).formatToParts(new Date(start))) parts[part.type] = part.value;
      offset = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!) - start;
      if (known.size > 100_000) known.clear();
      known.set(quarter, offset);
    }
    lastQuarter = quarter;
    lastOffset = offset;
    return offset;
  };
}

function offsetAt(time: number, zone: string): number {
  return offsetsIn(zone)(time);
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The date and time a clock in `zone` shows at `date`. */
export function wallTime(date: Date, zone: string) {
  const wall = new Date(date.getTime() + offsetAt(date.getTime(), zone));
  return {
    yyyy: String(wall.getUTCFullYear()),
    MM: two(wall.getUTCMonth() + 1),
    dd: two(wall.getUTCDate()),
    HH: two(wall.getUTCHours()),
    mm: two(wall.getUTCMinutes()),
  };
}

/**
 * Writes instants as text in `zone` and `format`: the format is read once, each date is a few additions
 * (an export writes a date cell per order and column, hundreds of thousands of them).
 */
export function dateTextWriter(zone: string, format: DateFormat): (date: Date) => string {
  const known = knownTimeZone(zone);
  // The format's fields in their order and the separators between them: "dd/MM/yyyy HH:mm" is
  // ['dd', '/', 'MM', '/', 'yyyy', ' ', 'HH', ':', 'mm'].
  const parts = format.split(/(yyyy|MM|dd|HH|mm)/).filter(Boolean);
  const offsetOf = offsetsIn(known);
  return (date) => {
    const time = date.getTime();
    const wall = new Date(time + offsetOf(time));
    let text = '';
    for (const part of parts) {
      if (part === 'yyyy') text += wall.getUTCFullYear();
      else if (part === 'MM') text += two(wall.getUTCMonth() + 1);
      else if (part === 'dd') text += two(wall.getUTCDate());
      else if (part === 'HH') text += two(wall.getUTCHours());
      else if (part === 'mm') text += two(wall.getUTCMinutes());
      else text += part;
    }
    return text;
  };
}

/** `date` as text in the user's zone and format. */
export function formatDate(date: Date, zone: string, format: DateFormat): string {
  return dateTextWriter(zone, format)(date);
}

const DAY = 86_400_000;
/** Excel's serial number of 1970-01-01 (the 1900 date system, with its phantom 29 February 1900). */
const EXCEL_EPOCH = 25_569;

/**
 * Instants as Excel dates: Excel dates have no zone, so the wall time in the user's zone (to the minute, as the
 * format shows it) is written as Excel's serial number of days, which a spreadsheet shows with the user's format.
 */
export function excelSerialWriter(zone: string): (date: Date) => number {
  const offsetOf = offsetsIn(knownTimeZone(zone));
  return (date) => {
    const time = date.getTime();
    const wall = time + offsetOf(time);
    return (wall - (((wall % 60_000) + 60_000) % 60_000)) / DAY + EXCEL_EPOCH;
  };
}

/** The Excel number format of a date format (Excel spells months and minutes both with m). */
export function excelDateFormat(format: DateFormat): string {
  return format.replace('MM', 'mm').replace('HH:mm', 'hh:mm');
}
