// The API as a component test meets it: `window.fetch`, the one boundary the app's API client calls (session.ts).
// A test answers the calls it cares about; any other call gets the API's 404, which a GET shows no toast for
// (error-toasts.ts), so a screen's side queries stay quiet. Every call is kept, to assert what was sent.
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** The path and query, `/api/…?…`. */
  url: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

export function jsonApiError(status: number, error: Record<string, unknown> = {}): Answer {
  return { status, body: { errors: [{ status: String(status), ...error }] } };
}

export interface FakeApi {
  /** Answers `method path` (path without the query) with `answer`, a fixed answer or one per call. */
  on(method: string, path: string | RegExp, answer: Answer | Handler): FakeApi;
  /** The calls made so far, in order. */
  calls: ApiCall[];
  /** The calls made so far to `method path`. */
  callsTo(method: string, path: string | RegExp): ApiCall[];
}

const matches = (pattern: string | RegExp, path: string) =>
  typeof pattern === 'string' ? pattern === path : pattern.test(path);

/** Puts a fake API in place of `window.fetch` for the current test (vi.restoreAllMocks puts it back). */
export function fakeApi(): FakeApi {
  const routes: Array<{ method: string; path: string | RegExp; handler: Handler }> = [];
  const calls: ApiCall[] = [];
  const api: FakeApi = {
    calls,
    on(method, path, answer) {
      routes.unshift({ method, path, handler: typeof answer === 'function' ? answer : () => answer });
      return api;
    },
    callsTo: (method, path) => calls.filter((call) => call.method === method && matches(path, call.path)),
  };
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), window.location.origin);
    // Names in lower case, as HTTP has them (happy-dom's Headers keeps the case they were given in).
    const headers = Object.fromEntries(
      [...new Headers(init.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
    );
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url: url.pathname + url.search,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      headers,
    };
    calls.push(call);
    const route = routes.find((r) => r.method === call.method && matches(r.path, call.path));
    const answer = route ? await route.handler(call) : jsonApiError(404, { code: 'http.not_found' });
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : body, {
      status: answer.status,
      headers: { 'content-type': 'application/vnd.api+json', ...answer.headers },
    });
  });
  return api;
}
