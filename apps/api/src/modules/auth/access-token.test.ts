import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './access-token';

const session = {
  userId: 7,
  organizationId: 3,
  roles: ['ROLE_CLIENT_ADMIN'],
  features: ['ADMINISTRATION_TAGS', 'ORDERS'],
  organizationFeatures: ['EXTERNAL_ETA'],
  // The user's access version travels in the token (decision 0125).
  accessVersion: 4,
};

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives back the session of a token, again and again while it is valid', async () => {
    const signer = createTokenSigner('a-test-secret-of-some-length', 600);
    const { token } = await signer.sign(session);
    expect(await signer.verify(token)).toEqual(session);
    expect(await signer.verify(token)).toEqual(session);
  });

  it('refuses a token that was accepted before once its expiry has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const signer = createTokenSigner('a-test-secret-of-some-length', 60);
    const { token } = await signer.sign(session);
    expect(await signer.verify(token)).toEqual(session);
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'http.token_expired' });
  });

  it('refuses a token signed with another secret, even for a known session', async () => {
    const signer = createTokenSigner('a-test-secret-of-some-length', 600);
    const other = createTokenSigner('another-secret-of-some-length', 600);
    await signer.verify((await signer.sign(session)).token);
    const { token } = await other.sign(session);
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'http.unauthorized' });
  });
});
