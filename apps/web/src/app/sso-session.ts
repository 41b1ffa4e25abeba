// What the browser keeps of a single sign-on (decision 0136): the login-hint cookie of shipment-domain §8 and
// §9 (product prefix, default max-age 3600 s, removed with max-age -24 h), and the provider's logout address
// of the current session, which logging out goes to (platform-core §7).

export const SSO_LOGIN_HINT_COOKIE = 'cargolens.ssoLoginHint';
const COOKIE_MAX_AGE_SECONDS = 3600;
const COOKIE_REMOVAL_MAX_AGE_SECONDS = -24 * 3600;
const END_SESSION_URL_KEY = 'cargolens.ssoEndSessionUrl';

function writeCookie(value: string, maxAge: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support.
  document.cookie = `${SSO_LOGIN_HINT_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function rememberLoginHint(hint: string): void {
  writeCookie(hint, COOKIE_MAX_AGE_SECONDS);
}

export function forgetLoginHint(): void {
  writeCookie('', COOKIE_REMOVAL_MAX_AGE_SECONDS);
}

export function rememberedLoginHint(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SSO_LOGIN_HINT_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveEndSessionUrl(url: string | null): void {
  if (url) storage()?.setItem(END_SESSION_URL_KEY, url);
  else storage()?.removeItem(END_SESSION_URL_KEY);
}

/** The provider's logout address of the session that is ending, forgotten as it is read. */
export function takeEndSessionUrl(): string | null {
  const url = storage()?.getItem(END_SESSION_URL_KEY) ?? null;
  storage()?.removeItem(END_SESSION_URL_KEY);
  return url;
}
