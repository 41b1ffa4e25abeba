// A real HTTP server on a free loopback port for tests that need a third party (a geocoding service): each
// request is recorded and answered by the test's handler.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface TinyServer {
  url: string;
  requests: URL[];
  handle: (request: IncomingMessage, response: ServerResponse) => void;
}

export function useTinyHttpServer(handle: TinyServer['handle']): TinyServer {
  const state: TinyServer = { url: '', requests: [], handle };
  const server = createServer((request, response) => {
    state.requests.push(new URL(request.url ?? '/', state.url));
    state.handle(request, response);
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return state;
}
