// A test file's own SMTP server, started and closed by vitest's hooks. Kept apart from test-smtp-server.ts, which
// the browser journeys' global set-up imports outside any test file, where vitest's hooks cannot be loaded.
import { afterAll, beforeAll } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

/**
 * One test file's SMTP server: started before the tests (and before a Cargolens declared after this call, whose
 * env may read its url), closed after them.
 */
export function useTestSmtpServer(): TestSmtpServer {
  const server = {} as TestSmtpServer;
  beforeAll(async () => {
    Object.assign(server, await startTestSmtpServer());
  });
  afterAll(async () => server.close?.());
  return server;
}
