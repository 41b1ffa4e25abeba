import { describe, expect, it } from 'vitest';
import { memoryStorage } from './api/token-store';
import { createImpersonationStore, IMPERSONATION_COOKIE } from './impersonation';

/** document.cookie's behaviour, enough for one cookie: set adds or (max-age=0) removes. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    get: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    set(value: string) {
      const [pair = '', ...attributes] = value.split(';');
      const [name = '', content = ''] = pair.split('=');
      if (attributes.some((a) => a.trim() === 'max-age=0')) jar.delete(name.trim());
      else jar.set(name.trim(), content);
    },
  };
}

describe('impersonation store', () => {
  it('is detected by its cookie, keeps the administrator’s tokens and gives them back once', () => {
    const cookies = cookieJar();
    const store = createImpersonationStore(memoryStorage(), cookies);
    expect(store.active()).toBe(false);
    store.start({ accessToken: 'a', refreshToken: 'r' }, '/admin/users/x/sessions');
    expect(store.active()).toBe(true);
    expect(cookies.get()).toContain(`${IMPERSONATION_COOKIE}=1`);
    expect(store.end()).toEqual({ accessToken: 'a', refreshToken: 'r', returnTo: '/admin/users/x/sessions' });
    expect(store.active()).toBe(false);
    expect(store.end()).toBeUndefined();
  });
});
