// A small HTTP client for API tests: real requests to a real server, and every JSON body checked against
// the official JSON:API schema so no route can drift from the format.
import { expect } from 'vitest';
import { jsonApiViolations } from './jsonapi-schema';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export function createApiClient(baseUrl: string) {
  async function request<T = any>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/vnd.api+json';
    }
    if (options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(new URL(path, baseUrl), { method, headers, body });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    let parsed: any = text;
    if (type.includes('json') && text.length > 0) {
      parsed = JSON.parse(text);
      if (
        path.startsWith('/api/') &&
        !path.startsWith('/api/openapi.json') &&
        !path.startsWith('/api/health')
      ) {
        expect(type, `${method} ${path} content type`).toContain('application/vnd.api+json');
        expect(jsonApiViolations(parsed), `${method} ${path} must be a valid JSON:API document`).toEqual([]);
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  async function signIn(username: string, password: string) {
    const response = await request('POST', '/api/tokens', {
      headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
    });
    if (response.status !== 201) throw new Error(`sign-in of ${username} failed: ${response.status}`);
    return response.body.data.attributes as { accessToken: string; refreshToken: string; expiresAt: string };
  }

  /** Follows links.next from `path` and returns every resource of every page. */
  async function collect<T = any>(path: string, token: string): Promise<T[]> {
    const out: T[] = [];
    let next: string | undefined = path;
    while (next) {
      const page: ApiResponse = await request('GET', next, { token });
      expect(page.status, `GET ${next}`).toBe(200);
      out.push(...page.body.data);
      const link = page.body.links.next ? new URL(page.body.links.next) : undefined;
      next = link ? link.pathname + link.search : undefined;
    }
    return out;
  }

  return {
    request,
    signIn,
    collect,
    get: <T = any>(path: string, token?: string) => request<T>('GET', path, token ? { token } : {}),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
