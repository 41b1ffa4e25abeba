import { delayDisplayParts, delayMinutes, referenceWindow } from '@cargolens/domain/delay';
import type { TFunction } from 'i18next';
import type { Stop } from './types';

/** Signed delay of the stop's ETA against its appointment, else its planned window; null when unknown. */
export function stopDelayMinutes(stop: Stop): number | null {
  if (!stop.eta?.date) return null;
  const planned = { startAt: stop.plannedStart ?? null, endAt: stop.plannedEnd ?? null };
  return delayMinutes(stop.eta.date, referenceWindow(stop.appointment, planned));
}

/** "+2 j", "+1 h 05", "-0 h 20" in the reader's language (platform-core.txt §9, rule in the domain). */
export function delayText(minutes: number, t: TFunction): string {
  const parts = delayDisplayParts(minutes);
  if (!parts) return '';
  return parts.unit === 'days'
    ? `${parts.sign}${t('units.day', { value: parts.days })}`
    : `${parts.sign}${t('units.hour', { value: parts.hours })} ${parts.minutes}`;
}
