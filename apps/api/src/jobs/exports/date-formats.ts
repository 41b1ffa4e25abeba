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

/** Milliseconds to add to UTC for the wall clock of `zone`; Intl is asked once per quarter hour (exports are hot). */
function offsetAt(time: number, zone: string): number {
  const quarter = Math.floor(time / QUARTER_HOUR);
  let zoneOffsets = offsets.get(zone);
  if (!zoneOffsets) {
    zoneOffsets = new Map();
    offsets.set(zone, zoneOffsets);
  }
  let offset = zoneOffsets.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    const parts: Record<string, string> = {};
    for (const part of clockOf(zone).formatToParts(new Date(start))) parts[part.type] = part.value;
    offset = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!) - start;
    if (zoneOffsets.size > 100_000) zoneOffsets.clear();
    zoneOffsets.set(quarter, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

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

/** `date` as text in the user's zone and format. */
export function formatDate(date: Date, zone: string, format: DateFormat): string {
  const t = wallTime(date, zone);
  return format.replace(/yyyy|MM|dd|HH|mm/g, (token) => t[token as keyof typeof t]);
}

/**
 * The same instant as an Excel date: Excel dates have no zone, so the wall time in the user's zone is written as
 * if it were UTC (which is what exceljs turns into a serial date), and shown with the user's format.
 */
export function excelDate(date: Date, zone: string): Date {
  const t = wallTime(date, zone);
  return new Date(Date.UTC(+t.yyyy, +t.MM - 1, +t.dd, +t.HH, +t.mm));
}

/** The Excel number format of a date format (Excel spells months and minutes both with m). */
export function excelDateFormat(format: DateFormat): string {
  return format.replace('MM', 'mm').replace('HH:mm', 'hh:mm');
}
