// The carrier ETA reminder as an email, in the user's language (the 12 catalogues), plain text and simple HTML.
import type { RoadTrafficResponsibility } from '@cargolens/domain/delay';
import { DEFAULT_LANGUAGE, isLanguage } from '@cargolens/i18n';
import { catalogues } from '@cargolens/i18n/catalogues';
import type { MailMessage } from '../../../mail/mailer';

export interface ReminderMail {
  user: { email: string; firstname: string; lastname: string; lang: string };
  tourReference: string;
  stop: { name: string; town: string };
  delayMinutes: number | null;
  responsibility: RoadTrafficResponsibility | null;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => values[key] ?? '');

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function carrierEtaReminderEmail(mail: ReminderMail): MailMessage {
  const m = catalogues[isLanguage(mail.user.lang) ? mail.user.lang : DEFAULT_LANGUAGE].etaReminder;
  const values = {
    name: `${mail.user.firstname} ${mail.user.lastname}`.trim(),
    reference: mail.tourReference,
    stop: mail.stop.name,
    town: mail.stop.town,
    minutes: String(mail.delayMinutes ?? ''),
  };
  const paragraphs = [
    fill(m.greeting, values),
    fill(m.text, values),
    ...(mail.delayMinutes === null ? [] : [fill(m.delay, values)]),
    ...(mail.responsibility === 'CARRIER' ? [m.carrierResponsibility] : []),
    ...(mail.responsibility === 'NETWORK_CONGESTION' ? [m.congestion] : []),
  ];
  return {
    to: mail.user.email,
    subject: fill(m.subject, values),
    text: paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">',
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}
