// The agency decides how late is still acceptable; the spec names the display
// modes (on time, tolerably late, late) but not the numbers. Defaults and the
// meaning of each band are recorded in docs/decisions/0020.
export interface DelayThresholds {
  /** Up to this many minutes late the delay is TOLERATED_DELAY (inside the agency's tolerance). */
  readonly tolerableDelayMinutes: number;
  /** Beyond this many minutes late the delay is RISKY_DELAY; between the two it is TOLERABLE_DELAY. */
  readonly riskyDelayMinutes: number;
  /** Arriving more than this many minutes before the window opens is Early. */
  readonly earlyMinutes: number;
}

export const DEFAULT_DELAY_THRESHOLDS: DelayThresholds = Object.freeze({
  tolerableDelayMinutes: 15,
  riskyDelayMinutes: 60,
  earlyMinutes: 30,
});

/**
 * Fills gaps from the defaults and repairs impossible settings, so that a
 * half-configured agency still gets ordered bands rather than a thrown error.
 */
export function delayThresholds(partial: Partial<DelayThresholds> = {}): DelayThresholds {
  const pick = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
  const tolerableDelayMinutes = pick(
    partial.tolerableDelayMinutes,
    DEFAULT_DELAY_THRESHOLDS.tolerableDelayMinutes,
  );
  const riskyDelayMinutes = Math.max(
    tolerableDelayMinutes,
    pick(partial.riskyDelayMinutes, DEFAULT_DELAY_THRESHOLDS.riskyDelayMinutes),
  );
  const earlyMinutes = pick(partial.earlyMinutes, DEFAULT_DELAY_THRESHOLDS.earlyMinutes);
  return { tolerableDelayMinutes, riskyDelayMinutes, earlyMinutes };
}
