// Date filters are whole days in the browser's time zone; the API takes instants with their offset. "From"
// is the start of its day, "to" is inclusive, so the API's exclusive "before" is the start of the next day.

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** A local instant written with its offset, e.g. 2026-03-02T00:00:00+01:00. */
function withOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

function startOfDay(day: string, plusDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The API value of a "from" day (its start) or a "to" day (the start of the day after); '' when empty. */
export function instantOfDay(day: string, bound: 'from' | 'to'): string {
  const start = startOfDay(day, bound === 'to' ? 1 : 0);
  return start ? withOffset(start) : '';
}

/** The day a field shows for an API value: the day it starts, or for "to" the last day it still includes. */
export function dayOfInstant(instant: string | undefined, bound: 'from' | 'to'): string {
  if (!instant) return '';
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  return dayOf(new Date(bound === 'to' ? time - 1 : time));
}
