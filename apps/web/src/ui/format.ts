/** Dates are stored in UTC and formatted only here, in the reader's language and the place's time zone. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone?: string | null) {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
  } catch {
    // An unknown zone name from the server must not break the page: fall back to the browser's zone.
    return new Intl.DateTimeFormat(locale, options);
  }
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/**
 * A date-time pattern of the user's preference (dd/MM/yyyy HH:mm, MM/dd/yyyy hh:mm a, yyyy-MM-dd HH:mm). Without
 * one, the reader's locale decides.
 */
export type DateTimePattern = string;

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The pattern's date and its time, filled from the date's parts in the zone; "a" is AM or PM. */
function byPattern(date: Date, pattern: DateTimePattern, timeZone?: string | null): [string, string] {
  const parts = Object.fromEntries(
    formatter('en-US', PARTS, timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const hour = Number(parts.hour) % 24;
  const tokens: Record<string, string> = {
    yyyy: parts.year ?? '',
    MM: parts.month ?? '',
    dd: parts.day ?? '',
    HH: String(hour).padStart(2, '0'),
    hh: String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'),
    mm: parts.minute ?? '',
    a: hour < 12 ? 'AM' : 'PM',
  };
  const fill = (text: string) => text.replace(/yyyy|MM|dd|HH|hh|mm|a/g, (token) => tokens[token] ?? token);
  const [datePart = '', ...timePart] = pattern.split(' ');
  return [fill(datePart), fill(timePart.join(' '))];
}

export function formatDateTime(
  iso: string | null | undefined,
  locale: string,
  timeZone?: string | null,
  pattern?: DateTimePattern,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (pattern) return byPattern(date, pattern, timeZone).join(' ');
  return formatter(locale, DATE_TIME, timeZone).format(date);
}

/** "21/11/2026 08:00 – 10:00" within a day, both full dates otherwise. */
export function formatWindow(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: string,
  timeZone?: string | null,
  pattern?: DateTimePattern,
): string {
  if (!start || !end) return formatDateTime(start ?? end, locale, timeZone, pattern);
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  if (from.getTime() === to.getTime()) return formatDateTime(start, locale, timeZone, pattern);
  if (pattern) {
    const [fromDay, fromTime] = byPattern(from, pattern, timeZone);
    const [toDay, toTime] = byPattern(to, pattern, timeZone);
    return fromDay === toDay
      ? `${fromDay} ${fromTime} – ${toTime}`
      : `${fromDay} ${fromTime} – ${toDay} ${toTime}`;
  }
  const day = formatter(locale, { dateStyle: 'short' }, timeZone);
  const time = formatter(locale, { timeStyle: 'short' }, timeZone);
  return day.format(from) === day.format(to)
    ? `${formatDateTime(start, locale, timeZone)} – ${time.format(to)}`
    : `${formatDateTime(start, locale, timeZone)} – ${formatDateTime(end, locale, timeZone)}`;
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}
