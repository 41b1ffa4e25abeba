// Boots a real Cargolens (migrations, demo seed, HTTP on a free port) for one test file and one engine.
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { type RunningCargolens, startCargolens } from '../start';
import { type ApiClient, type ApiResponse, createApiClient } from './api-client';
import type { Engine } from './engines';

export interface TestCargolens {
  running: RunningCargolens;
  api: ApiClient;
  /** Access token of a demo user, signed in once per file. */
  tokenOf(username: string): Promise<string>;
  /** A request as a demo user, with a JSON:API body when one is given. */
  as(
    username: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse>;
  /** A demo user's public id, as /api/me answers it. */
  userIdOf(username: string): Promise<string>;
}

export function useCargolens(
  engine: Engine,
  options: {
    seedDemo?: boolean /** Extra environment, read when the server starts. */;
    env?: () => NodeJS.ProcessEnv;
    /** Sees every statement the server sends (round-trip counts). */
    onStatement?: (sql: string) => void;
    /** In-process tracking workers; none by default, so no test sees the queue consumed behind its back. */
    trackingWorkers?: number;
    /** The demo fleet simulator; off by default, so no test sees demo trucks move behind its back. */
    simulate?: boolean;
  } = {},
): TestCargolens {
  const context = {} as TestCargolens;
  const tokens = new Map<string, Promise<string>>();
  context.as = async (username, method, path, body, headers = {}) =>
    context.api.request(method, path, {
      token: await context.tokenOf(username),
      headers,
      ...(body ? { body } : {}),
    });
  context.userIdOf = async (username) =>
    (await context.api.get('/api/me', await context.tokenOf(username))).body.data.id as string;
  beforeAll(async () => {
    const storeOptions = await engine.prepare();
    context.running = await startCargolens(
      {
        ...storeOptions,
        port: 0,
        host: '127.0.0.1',
        logger: false,
        seedDemo: options.seedDemo ?? true,
        webDist: '',
        onStatement: options.onStatement,
        trackingWorkers: options.trackingWorkers ?? 0,
        simulate: options.simulate ?? false,
      },
      { ...process.env, ...options.env?.() },
    );
    context.api = createApiClient(context.running.url);
    context.tokenOf = (username) => {
      let token = tokens.get(username);
      if (!token) {
        token = context.api.signIn(username, DEMO_PASSWORD).then((t) => t.accessToken);
        tokens.set(username, token);
      }
      return token;
    };
  });
  afterAll(async () => {
    await context.running?.close();
  });
  return context;
}
