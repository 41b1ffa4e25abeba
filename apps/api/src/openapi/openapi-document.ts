// The OpenAPI document as the server builds it from its route schemas, without a database or a port: the
// source of the web app's generated API types.

import { readConfig } from '../config';
import { openStore } from '../db/database';
import { buildServer } from '../server';

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  // Routes are registered, never called: an empty in-memory store is all the server needs to start.
  const store = await openStore({ databaseUrl: undefined, dataDir: 'memory://' });
  const app = await buildServer({ ...readConfig({}), logger: false, webDist: undefined }, store);
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await store.close();
  }
}
