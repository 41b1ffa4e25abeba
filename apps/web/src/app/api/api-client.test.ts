import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchFunction } from './api-client';
import { ApiError } from './api-error';
import { createTokenStore, memoryStorage, removesAccessToken } from './token-store';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
const tokensDoc = (accessToken: string, refreshToken: string) => ({
  data: { type: 'tokens', id: 't', attributes: { accessToken, refreshToken, tokenType: 'Bearer' } },
});

/** A fake server: valid access token `valid`, refresh answered by `refresh()`. */
function setup(refresh: () => Promise<Response> = async () => json(201, tokensDoc('valid', 'r2'))) {
  const tokens = createTokenStore(memoryStorage());
  tokens.save({ accessToken: 'expired', refreshToken: 'r1' });
  const calls: { url: string; auth: string | null; body?: string }[] = [];
  const fetch = vi.fn<FetchFunction>(async (url, init) => {
    const auth = new Headers(init.headers).get('Authorization');
    calls.push({ url, auth, body: init.body as string | undefined });
    if (url === '/api/tokens/refresh') return refresh();
    if (url.startsWith('/api/broken'))
      return json(500, { errors: [{ status: '500', code: 'http.internal' }] });
    return auth === 'Bearer valid' ? json(200, { data: [] }) : json(401, { errors: [{ status: '401' }] });
  });
  const onSessionEnd = vi.fn();
  const onToast = vi.fn();
  const client = createApiClient({ baseUrl: '/api', fetch, tokens, onSessionEnd, onToast });
  return { client, tokens, calls, fetch, onSessionEnd, onToast };
}

describe('API client session rules (platform-core.txt §4)', () => {
  it('sends the access token as a bearer token', async () => {
    const { client, tokens, calls } = setup();
    tokens.save({ accessToken: 'valid', refreshToken: 'r1' });
    await client.request('/orders', { query: { 'page[size]': 20, 'filter[status]': undefined } });
    expect(calls).toEqual([{ url: '/api/orders?page%5Bsize%5D=20', auth: 'Bearer valid' }]);
  });

  it('refreshes an expired token once and retries with the new one', async () => {
    const { client, tokens, calls } = setup();
    await expect(client.request('/orders')).resolves.toEqual({ data: [] });
    expect(calls.map((c) => c.url)).toEqual(['/api/orders', '/api/tokens/refresh', '/api/orders']);
    expect(calls[1]?.body).toBe(JSON.stringify({ refreshToken: 'r1' }));
    expect(calls[2]?.auth).toBe('Bearer valid');
    expect([tokens.access(), tokens.refresh()]).toEqual(['valid', 'r2']);
  });

  it('makes concurrent requests wait for one refresh, then retries all of them', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls } = setup(async () => {
      await gate;
      return json(201, tokensDoc('valid', 'r2'));
    });
    const pending = ['/orders', '/me', '/tours'].map((path) => client.request(path));
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/tokens/refresh')).toHaveLength(1));
    release();
    await expect(Promise.all(pending)).resolves.toHaveLength(3);
    expect(calls.filter((c) => c.url === '/api/tokens/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c.auth === 'Bearer valid')).toHaveLength(3);
  });

  it('reuses a token refreshed by another request instead of refreshing again', async () => {
    const { client, tokens, calls, fetch } = setup();
    fetch.mockImplementationOnce(async (url, init) => {
      calls.push({ url, auth: new Headers(init.headers).get('Authorization') });
      tokens.save({ accessToken: 'valid', refreshToken: 'r2' }); // refreshed meanwhile
      return json(401);
    });
    await client.request('/orders');
    expect(calls.filter((c) => c.url === '/api/tokens/refresh')).toHaveLength(0);
  });

  it('logs out once when the refresh fails, without a toast', async () => {
    const { client, tokens, onSessionEnd, onToast } = setup(async () => json(401));
    const results = await Promise.allSettled([client.request('/orders'), client.request('/me')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect([tokens.access(), tokens.refresh()]).toEqual([null, null]);
    expect(onToast).not.toHaveBeenCalled();
  });

  it('does not refresh calls made without a session (sign-in)', async () => {
    const { client, calls } = setup();
    await expect(client.request('/tokens', { method: 'POST', auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/tokens']);
  });
});

describe('API client failures', () => {
  it('reads the JSON:API error objects and shows the default toast', async () => {
    const { client, tokens, onToast } = setup();
    tokens.save({ accessToken: 'valid', refreshToken: 'r1' });
    const error = await client.request('/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('http.internal');
    expect(onToast).toHaveBeenCalledWith({ tone: 'error', title: 'defaultTitle', text: 'defaultText' });
  });

  it('maps a network failure to status 0 without a toast', async () => {
    const { client, fetch, onToast } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.request('/orders')).rejects.toMatchObject({ status: 0 });
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('removesAccessToken', () => {
  it.each([
    [{ key: 'cargolens.accessToken', newValue: null }, true],
    [{ key: null, newValue: null }, true],
    [{ key: 'cargolens.accessToken', newValue: 'abc' }, false],
    [{ key: 'cargolens.lang', newValue: null }, false],
  ])('%o → %s', (event, expected) => {
    expect(removesAccessToken(event)).toBe(expected);
  });
});
