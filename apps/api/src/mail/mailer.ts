// Sends email through the SMTP server of SMTP_URL with nodemailer. Without SMTP_URL mail is off: nothing is
// sent, the start says so once, and callers learn it from `enabled` so they can tell the user (decision 0121).
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  enabled: boolean;
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      enabled: false,
      async send() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    enabled: true,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

export const MAIL_OFF_NOTICE =
  'Mail is off: SMTP_URL is not set, so invitations and password-reset emails are not sent';
