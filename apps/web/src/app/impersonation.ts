// Impersonation in the browser (decision 0142). The spec says it "is detected by a cookie": while it lasts the
// cookie `cargolens_impersonation` is set, and the administrator's own tokens wait in localStorage under
// IMPERSONATOR_TOKENS_KEY so that "return to my account" needs no new sign-in.
import type { KeyValueStorage, Tokens } from './api/token-store';

export const IMPERSONATION_COOKIE = 'cargolens_impersonation';
export const IMPERSONATOR_TOKENS_KEY = 'cargolens.impersonatorTokens';

interface Stash extends Tokens {
  /** Where "return to my account" leads back to. */
  returnTo: string;
}

export function createImpersonationStore(
  storage: KeyValueStorage,
  cookies: { get(): string; set(value: string): void },
) {
  return {
    active(): boolean {
      return cookies
        .get()
        .split(';')
        .some((cookie) => cookie.trim().startsWith(`${IMPERSONATION_COOKIE}=`));
    },
    start(own: Tokens, returnTo: string): void {
      storage.setItem(IMPERSONATOR_TOKENS_KEY, JSON.stringify({ ...own, returnTo } satisfies Stash));
      // A session cookie (no expiry): closing the browser ends the marker, never the administrator's tokens.
      cookies.set(`${IMPERSONATION_COOKIE}=1; path=/; SameSite=Strict`);
    },
    /** The administrator's own tokens, and forgets them and the cookie. */
    end(): Stash | undefined {
      const raw = storage.getItem(IMPERSONATOR_TOKENS_KEY);
      storage.removeItem(IMPERSONATOR_TOKENS_KEY);
      cookies.set(`${IMPERSONATION_COOKIE}=; path=/; max-age=0; SameSite=Strict`);
      try {
        return raw ? (JSON.parse(raw) as Stash) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type ImpersonationStore = ReturnType<typeof createImpersonationStore>;
