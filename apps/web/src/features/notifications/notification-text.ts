// What one notification says, in the user's language: the carrier ETA reminder reuses the wording of its email
// (etaReminder, decision 0150), so the bell and the mail tell the same thing.
import type { TFunction } from 'i18next';

export interface NotificationFacts {
  kind: string;
  delayMinutes: number | null;
  responsibility: 'CARRIER' | 'NETWORK_CONGESTION' | null;
  tour: { reference: string } | null;
  stop: { name: string; town: string } | null;
}

/** The notification's sentences, first the one that says what happened. */
export function notificationText(notification: NotificationFacts, t: TFunction): string[] {
  const { tour, stop } = notification;
  if (notification.kind !== 'carrier_eta_reminder' || !tour || !stop) return [t('myNotifications.other')];
  const lines = [t('etaReminder.text', { reference: tour.reference, stop: stop.name, town: stop.town })];
  if (notification.delayMinutes !== null)
    lines.push(t('etaReminder.delay', { minutes: notification.delayMinutes }));
  if (notification.responsibility === 'CARRIER') lines.push(t('etaReminder.carrierResponsibility'));
  if (notification.responsibility === 'NETWORK_CONGESTION') lines.push(t('etaReminder.congestion'));
  return lines;
}
