// The set-password links (decision 0120): invitations for users created without a password, the forgotten
// password reset, and choosing a password with a link. A token is 256 random bits, mailed once and stored
// only as its SHA-256; it is used at most once and expires.
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@cargolens/domain/errors';
import { password as passwordRule } from '@cargolens/domain/validation';
import type { Mailer } from '../../mail/mailer';
import { hashPassword } from './password';
import { passwordEmail } from './password-emails';
import type { PasswordTokenPurpose, PasswordTokensRepository } from './password-tokens-repository';

// The emails state these lifetimes in words (catalogue keys passwords.invitationText and passwords.resetText).
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
export const RESET_TTL_MS = 3600_000;
const RATE_WINDOW_MS = 3600_000;
/** Reset emails per account per hour: more would let anyone flood a mailbox. */
export const RESETS_PER_ACCOUNT = 3;
/** Forgotten-password requests per client address per hour. */
export const RESET_REQUESTS_PER_IP = 20;

export type MailDelivery = 'email' | 'off';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createPasswordLinks(deps: {
  repository: PasswordTokensRepository;
  mailer: Mailer;
  publicUrl: string;
  log: (message: string, error?: unknown) => void;
}) {
  const { repository, mailer } = deps;

  async function mailLink(
    purpose: PasswordTokenPurpose,
    user: Parameters<typeof passwordEmail>[1],
    now: Date,
  ) {
    const token = randomBytes(32).toString('base64url');
    const ttl = purpose === 'invitation' ? INVITATION_TTL_MS : RESET_TTL_MS;
    await repository.insert(user.id, purpose, hashToken(token), new Date(now.getTime() + ttl));
    const link = `${deps.publicUrl}/auth/password?token=${encodeURIComponent(token)}${purpose === 'invitation' ? '&invitation=1' : ''}`;
    // The token is stored before this returns (the per-account limit counts it); the SMTP exchange is the
    // caller's to await or not.
    return { sent: mailer.send(passwordEmail(purpose, user, link)) };
  }

  return {
    delivery: (mailer.enabled ? 'email' : 'off') as MailDelivery,

    /** Mails an invitation to each of these users still without a password; a failed send is logged, not thrown. */
    async sendInvitations(userIds: number[], now = new Date()): Promise<number> {
      if (!mailer.enabled) {
        if (userIds.length) deps.log(`Mail is off: ${userIds.length} invitation(s) not sent`);
        return 0;
      }
      let sent = 0;
      for (const user of await repository.invitees(userIds)) {
        try {
          await (await mailLink('invitation', user, now)).sent;
          sent++;
        } catch (error) {
          deps.log(`The invitation of user ${user.id} could not be sent`, error);
        }
      }
      return sent;
    },

    /**
     * The forgotten-password request: the answer never says whether the address has an account. Too many
     * requests from one address answer 429; too many for one account quietly send nothing more.
     */
    async requestReset(email: string, ipAddress: string, now = new Date()): Promise<MailDelivery> {
      const since = new Date(now.getTime() - RATE_WINDOW_MS);
      if ((await repository.countRequest(ipAddress, since)) > RESET_REQUESTS_PER_IP)
        throw new AppError('http.too_many_requests');
      if (!mailer.enabled) return 'off';
      const user = await repository.activeUserByEmail(email.trim());
      if (user && (await repository.resetsSince(user.id, since)) < RESETS_PER_ACCOUNT) {
        // Not awaited: the SMTP exchange would make the answer slower when the account exists.
        const { sent } = await mailLink('reset', user, now);
        sent.catch((error: unknown) =>
          deps.log(`The reset email of user ${user.id} could not be sent`, error),
        );
      }
      return 'email';
    },

    async setPassword(token: string, password: string, now = new Date()): Promise<void> {
      const issue = passwordRule(password);
      if (issue) throw new AppError('validation.invalid_password', { field: ['password'] });
      const user = await repository.usePasswordToken(hashToken(token), await hashPassword(password), now);
      if (!user) throw new AppError('auth.invalid_password_token', { field: ['token'] });
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
