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

export function formatDateTime(
  iso: string | null | undefined,
  locale: string,
  timeZone?: string | null,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter(locale, DATE_TIME, timeZone).format(date);
}

/** "21/11/2026 08:00 – 10:00" within a day, both full dates otherwise. */
export function formatWindow(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: string,
  timeZone?: string | null,
): string {
  if (!start || !end) return formatDateTime(start ?? end, locale, timeZone);
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  if (from.getTime() === to.getTime()) return formatDateTime(start, locale, timeZone);
  const day = formatter(locale, { dateStyle: 'short' }, timeZone);
  const time = formatter(locale, { timeStyle: 'short' }, timeZone);
  return day.format(from) === day.format(to)
    ? `${formatDateTime(start, locale, timeZone)} – ${time.format(to)}`
    : `${formatDateTime(start, locale, timeZone)} – ${formatDateTime(end, locale, timeZone)}`;
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}
