// How one process learns that another ended a user's sessions (decision 0125): the cached access of a user is
// kept until the user-access channel names it, the listener reports a gap, or its time to live passes.
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationHandler } from '../../db/notifications';
import type { Database } from '../../db/schema';
import type { Session } from '../../kernel/session';
import { createUserAccess, USER_ACCESS_CHANNEL } from './user-access';

/** A users table of one column pair, counting the reads the cache lets through. */
function fakeUsers(rows: Map<number, { access_version: number; deactivated_at: Date | null }>) {
  const counter = { reads: 0, gate: Promise.resolve() };
  const db = {
    selectFrom: () => ({
      select: () => ({
        where: (_column: string, _op: string, id: number) => ({
          executeTakeFirst: async () => {
            counter.reads++;
            // What the table holds when the read is made; the answer comes once the gate opens.
            const row = rows.get(id);
            await counter.gate;
            return row;
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

afterEach(() => {
  vi.useRealTimers();
});

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

  it('reads a user once for the requests that arrive together', async () => {
    const { access, counter } = await started(new Map([[7, { access_version: 0, deactivated_at: null }]]));
    await Promise.all(Array.from({ length: 20 }, () => access.assertCurrent(session(7, 0))));
    expect(counter.reads).toBe(1);
  });

  it('answers from the cache near the end of the time to live while one read refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rows = new Map([[7, { access_version: 0, deactivated_at: null as Date | null }]]);
    const { access, counter } = await started(rows, 60_000);
    await access.assertCurrent(session(7, 0));
    rows.set(7, { access_version: 1, deactivated_at: new Date() });
    // Well within the time to live: the cache answers, nothing is read.
    vi.advanceTimersByTime(30_000);
    await access.assertCurrent(session(7, 0));
    expect(counter.reads).toBe(1);
    // In its last sixth: still answered from the cache, and one read for all the requests refreshes it.
    vi.advanceTimersByTime(25_000);
    await Promise.all([access.assertCurrent(session(7, 0)), access.assertCurrent(session(7, 0))]);
    expect(counter.reads).toBe(2);
    await vi.waitFor(() =>
      expect(access.assertCurrent(session(7, 0))).rejects.toMatchObject({ code: 'http.unauthorized' }),
    );
    expect(counter.reads).toBe(2);
  });

  it('does not keep what a read begun before a change found', async () => {
    const rows = new Map([[7, { access_version: 0, deactivated_at: null as Date | null }]]);
    const { access, counter, notify } = await started(rows);
    let open = () => {};
    counter.gate = new Promise((resolve) => {
      open = resolve;
    });
    const before = access.assertCurrent(session(7, 0));
    // The change commits and is announced while that read is on its way back.
    rows.set(7, { access_version: 1, deactivated_at: null });
    notify().message('7');
    open();
    await before;
    await expect(access.assertCurrent(session(7, 0))).rejects.toMatchObject({ code: 'http.unauthorized' });
    expect(counter.reads).toBe(2);
  });

  it('refuses a user that no longer exists', async () => {
    const { access } = await started(new Map());
    await expect(access.assertCurrent(session(9, 0))).rejects.toMatchObject({ code: 'http.unauthorized' });
  });
});
