// How one process learns that another ended a user's sessions (decision 0125): the cached access of a user is
// kept until the user-access channel names it, the listener reports a gap, or its time to live passes.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NotificationHandler } from '../../db/notifications';
import type { Database } from '../../db/schema';
import type { Session } from '../../kernel/session';
import { createUserAccess, USER_ACCESS_CHANNEL } from './user-access';

/** A users table of one column pair, counting the reads the cache lets through. */
function fakeUsers(rows: Map<number, { access_version: number; deactivated_at: Date | null }>) {
  const counter = { reads: 0 };
  const db = {
    selectFrom: () => ({
      select: () => ({
        where: (_column: string, _op: string, id: number) => ({
          executeTakeFirst: async () => {
            counter.reads++;
            return rows.get(id);
          },
        }),
      }),
    }),
  } as unknown as Kysely<Database>;
  return { db, counter };
}

const session = (userId: number, accessVersion: number): Session => ({
  userId,
  organizationId: 1,
  roles: ['ROLE_CLIENT_EXPLOITANT'],
  features: [],
  organizationFeatures: [],
  accessVersion,
});

async function started(rows: Parameters<typeof fakeUsers>[0], ttlMs = 60_000) {
  const { db, counter } = fakeUsers(rows);
  let handler: NotificationHandler | undefined;
  const access = createUserAccess({
    db,
    ttlMs,
    listen: async (channel, h) => {
      expect(channel).toBe(USER_ACCESS_CHANNEL);
      handler = h;
      return async () => undefined;
    },
  });
  await access.start();
  return { access, counter, notify: () => handler! };
}

describe('user access across processes', () => {
  it('reads a user once, then answers from the cache', async () => {
    const { access, counter } = await started(new Map([[7, { access_version: 0, deactivated_at: null }]]));
    await access.assertCurrent(session(7, 0));
    await access.assertCurrent(session(7, 0));
    expect(counter.reads).toBe(1);
  });

  it('refuses the old token as soon as another process announces the change', async () => {
    const rows = new Map([[7, { access_version: 0, deactivated_at: null as Date | null }]]);
    const { access, notify } = await started(rows);
    await access.assertCurrent(session(7, 0));
    // Another process deactivates the user and bumps its version; its NOTIFY reaches this one.
    rows.set(7, { access_version: 1, deactivated_at: new Date() });
    notify().message('7');
    await expect(access.assertCurrent(session(7, 0))).rejects.toMatchObject({ code: 'http.unauthorized' });
  });

  it('forgets everything after a gap in listening, and after the time to live', async () => {
    const rows = new Map([[7, { access_version: 0, deactivated_at: null }]]);
    const { access, notify, counter } = await started(rows);
    await access.assertCurrent(session(7, 0));
    rows.set(7, { access_version: 2, deactivated_at: null });
    notify().gap();
    await expect(access.assertCurrent(session(7, 0))).rejects.toMatchObject({ code: 'http.unauthorized' });
    await access.assertCurrent(session(7, 2));

    const short = await started(new Map([[8, { access_version: 0, deactivated_at: null }]]), 0);
    await short.access.assertCurrent(session(8, 0));
    await short.access.assertCurrent(session(8, 0));
    expect(short.counter.reads).toBe(2);
    expect(counter.reads).toBe(2);
  });

  it('refuses a user that no longer exists', async () => {
    const { access } = await started(new Map());
    await expect(access.assertCurrent(session(9, 0))).rejects.toMatchObject({ code: 'http.unauthorized' });
  });
});
