// The invitation and reset emails, in the user's language (the 12 catalogues), as plain text and simple HTML.
import { DEFAULT_LANGUAGE, isLanguage } from '@cargolens/i18n';
import { catalogues } from '@cargolens/i18n/catalogues';
import type { MailMessage } from '../../mail/mailer';
import type { MailRecipient, PasswordTokenPurpose } from './password-tokens-repository';

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => values[key] ?? '');
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function passwordEmail(purpose: PasswordTokenPurpose, user: MailRecipient, link: string): MailMessage {
  const m = catalogues[isLanguage(user.lang) ? user.lang : DEFAULT_LANGUAGE].passwords;
  const values = { name: `${user.firstname} ${user.lastname}`.trim(), username: user.username };
  const paragraphs = [
    fill(m.mailGreeting, values),
    fill(purpose === 'invitation' ? m.invitationText : m.resetText, values),
  ];
  const after = purpose === 'reset' ? [m.resetIgnore] : [];
  const text = [...paragraphs, link, ...after].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(m.mailButton)}</a></p>`,
    `<p style="font-size:12px;color:#4b5563">${escapeHtml(link)}</p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    to: user.email,
    subject: purpose === 'invitation' ? m.invitationSubject : m.resetSubject,
    text,
    html,
  };
}
