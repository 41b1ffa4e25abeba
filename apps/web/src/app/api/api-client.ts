import { ApiError, type JsonApiErrorObject } from './api-error';
import type { ApiPath, GetDocument } from './api-types';
import { type ToastSpec, toastForFailure } from './error-toasts';
import { JSON_API } from './jsonapi';
import { createRefresher } from './refresh-tokens';
import type { TokenStore } from './token-store';

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Base of every API path, `/api` (decision 0001). */
  baseUrl: string;
  fetch: FetchFunction;
  tokens: TokenStore;
  /** The session is over (failed refresh, rejected token): log out and go to /auth/login. */
  onSessionEnd: () => void;
  onToast: (toast: ToastSpec) => void;
}

export type QueryValue = string | number | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A file sent as the body as it is (a CSV upload), with its media type. */
  file?: { content: Blob; type: string };
  /**
   * 'text' answers the body as text (a CSV download) instead of a JSON:API document; 'stream' answers the
   * Response itself, its body unread (server-sent events), once authorized like any other call.
   */
  responseType?: 'json' | 'text' | 'stream';
  headers?: Record<string, string>;
  /** false for calls made before a session exists (sign-in). */
  auth?: boolean;
  /** false when a failure cannot matter to the user (best-effort logout). */
  toast?: boolean;
  /** Cancels the call (TanStack Query passes one when a result is no longer wanted). */
  signal?: AbortSignal;
}

export interface GetOptions {
  /** Values of the path's `{name}` parameters. */
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** A GET typed by its path from the generated API types: '/orders/{id}' with params { id }. */
  get<P extends ApiPath>(path: P, options?: GetOptions): Promise<GetDocument<P>>;
}

export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

// 440 is the catalogue's "token expired" (platform-core.txt §8); both mean "refresh and retry".
const EXPIRED = new Set([401, 440]);

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readErrors(response: Response): Promise<JsonApiErrorObject[]> {
  try {
    const body = (await response.json()) as { errors?: JsonApiErrorObject[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, fetch, tokens, onSessionEnd, onToast } = options;
  const refreshTokens = createRefresher(options);

  async function call(method: string, path: string, opts: RequestOptions, token: string | null) {
    const headers: Record<string, string> = {
      Accept: opts.responseType === 'stream' ? 'text/event-stream' : JSON_API,
      ...opts.headers,
    };
    if (opts.body !== undefined) headers['Content-Type'] = JSON_API;
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (opts.signal) init.signal = opts.signal;
    if (opts.body !== undefined) init.body = JSON.stringify(opts.body);
    if (opts.file) {
      headers['Content-Type'] = opts.file.type;
      init.body = opts.file.content;
    }
    try {
      return await fetch(buildUrl(baseUrl, path, opts.query), init);
    } catch {
      throw new ApiError(method, path, 0);
    }
  }

  async function send(method: string, path: string, opts: RequestOptions): Promise<unknown> {
    const withAuth = opts.auth !== false;
    const token = withAuth ? tokens.access() : null;
    let response = await call(method, path, opts, token);
    if (withAuth && EXPIRED.has(response.status)) {
      // Another request may already have refreshed while this one was in flight: reuse its token.
      const current = tokens.access();
      const fresh = current && current !== token ? current : await refreshTokens();
      if (!fresh) throw new ApiError(method, path, 401);
      response = await call(method, path, opts, fresh);
      if (EXPIRED.has(response.status)) {
        tokens.clear();
        onSessionEnd();
      }
    }
    if (!response.ok) throw new ApiError(method, path, response.status, await readErrors(response));
    if (opts.responseType === 'stream') return response;
    if (response.status === 204 || method === 'HEAD') return undefined;
    const text = await response.text();
    if (opts.responseType === 'text') return text;
    return text ? JSON.parse(text) : undefined;
  }

  const client: ApiClient = {
    get(path, { params, query, signal } = {}) {
      return client.request(fillPath(path, params), { query, ...(signal ? { signal } : {}) });
    },
    async request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
      const method = opts.method ?? 'GET';
      try {
        return (await send(method, path, opts)) as T;
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError(method, path, 0);
        const toast = opts.toast === false ? null : toastForFailure(failure);
        if (toast) onToast(toast);
        throw failure;
      }
    },
  };
  return client;
}
