// Text sealed with AES-256-GCM (JWE compact, "dir") under a key derived from the server secret: SSO client
// secrets at rest and the sign-in flow cookie. A copy of the database or of a cookie alone reveals nothing.
import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

export interface TextSealer {
  seal(text: string): Promise<string>;
  /** The text back; null when it was not sealed with this key (forged, or the server secret changed). */
  unseal(sealed: string): Promise<string | null>;
}

export function createTextSealer(serverSecret: string, purpose: string): TextSealer {
  const key = new Uint8Array(hkdfSync('sha256', serverSecret, 'cargolens', purpose, 32));
  return {
    seal: (text) =>
      new CompactEncrypt(new TextEncoder().encode(text))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .encrypt(key),
    async unseal(sealed) {
      try {
        const { plaintext } = await compactDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        return new TextDecoder().decode(plaintext);
      } catch {
        return null;
      }
    },
  };
}

export const clientSecretSealer = (serverSecret: string) =>
  createTextSealer(serverSecret, 'sso-client-secret');
