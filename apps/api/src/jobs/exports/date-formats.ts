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

/** The date and time a clock in `zone` shows at `date`. */
export function wallTime(date: Date, zone: string) {
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
  const parts: Record<string, string> = {};
  for (const part of clock.formatToParts(date)) parts[part.type] = part.value;
  return { yyyy: parts.year!, MM: parts.month!, dd: parts.day!, HH: parts.hour!, mm: parts.minute! };
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
