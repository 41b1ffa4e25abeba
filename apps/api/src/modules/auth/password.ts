// Passwords are stored as argon2id hashes only (OWASP's first choice); verification is constant-time in argon2.
import argon2 from 'argon2';

// 19 MiB, 2 passes: OWASP's minimum for argon2id, kept modest so a 2-core machine signs users in quickly.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Compared against when the username is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}
