// The secret of a public tracking link (decision 0105): 256 random bits, written base64url into the link.
// The database keeps its SHA-256, which the public page looks the link up by, and the token sealed with
// AES-256-GCM under a key derived from the server secret, so that the owner can copy the link again later
// while a copy of the database alone opens no link.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { PUBLIC_LINK_TOKEN_BYTES } from '@cargolens/domain/public-links';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A token as the link carries it: base64url, 43 characters for 32 bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  token: string;
  hash: string;
  sealed: string;
}

export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything that is not shaped like a token is refused before the database is asked. */
export function isTokenShaped(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function createLinkTokens(serverSecret: string) {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'cargolens', 'public-link-token', 32) as ArrayBuffer,
  );

  return {
    issue(): IssuedToken {
      const token = randomBytes(PUBLIC_LINK_TOKEN_BYTES).toString('base64url');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([iv, cipher.update(token, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return { token, hash: hashOfToken(token), sealed: sealed.toString('base64url') };
    },

    /** The token back from its sealed form; null when the server secret changed since (the owner makes a new link). */
    unseal(sealed: string): string | null {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type LinkTokens = ReturnType<typeof createLinkTokens>;

/** A request URL fit for the log: the secret of a tracking link never reaches it (page or API call). */
export function redactLinkTokens(url: string): string {
  return url.replace(/(\/track\/)[^/?#]+/, '$1…').replace(/([?&]token=)[^&#]*/, '$1…');
}
