const MINUTES_PER_DAY = 24 * 60;

/**
 * Language-neutral parts of a delay (platform-core.txt §9): whole days when the
 * delay is over a day, otherwise hours and zero-padded minutes, always signed.
 * The i18n layer picks the labels and the order of value and unit (web: orders/delay-text.ts).
 */
export type DelayDisplayParts =
  | { readonly sign: '+' | '-'; readonly unit: 'days'; readonly days: number }
  | {
      readonly sign: '+' | '-';
      readonly unit: 'hoursMinutes';
      readonly hours: number;
      readonly minutes: string;
    };

export function delayDisplayParts(delayMinutes: number): DelayDisplayParts | null {
  if (!Number.isFinite(delayMinutes)) return null;
  const total = Math.round(Math.abs(delayMinutes));
  // A delay that rounds to zero is shown as on time ("+0 h 00"), never "-0 h 00".
  const sign = delayMinutes < 0 && total > 0 ? '-' : '+';
  // Whole days elapsed, not rounded: "+1 d" must never overstate a 36-hour delay as two days.
  if (total > MINUTES_PER_DAY) return { sign, unit: 'days', days: Math.floor(total / MINUTES_PER_DAY) };
  return {
    sign,
    unit: 'hoursMinutes',
    hours: Math.floor(total / 60),
    minutes: String(total % 60).padStart(2, '0'),
  };
}
