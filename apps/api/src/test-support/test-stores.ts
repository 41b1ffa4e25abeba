// The stores the seed tests run against: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { openStore, type Store } from '../db/database';
import { migrate } from '../db/migrate';
import { migratedPgliteSnapshot } from './engines';

export const testEngines: { name: string; open: () => Promise<Store> }[] = [
  {
    name: 'PGlite',
    open: () => openStore({ dataDir: 'memory://', pgliteSnapshot: migratedPgliteSnapshot() }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          open: () => openStore({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '' }),
        },
      ]
    : []),
];

/** A migrated, empty store. TEST_DATABASE_URL names a throwaway database, so its schema is dropped first. */
export async function openEmptyStore(engine: (typeof testEngines)[number]): Promise<Store> {
  const store = await engine.open();
  if (store.engine === 'postgres')
    await store.execScript('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(store);
  return store;
}

export type TableCounts = Record<(typeof COUNTED)[number], number>;
const COUNTED = [
  'organizations',
  'users',
  'places',
  'tags',
  'tours',
  'stops',
  'orders',
  'order_stops',
  'goods',
  'resources',
] as const;

export async function countRows(store: Store): Promise<TableCounts> {
  const result = {} as TableCounts;
  for (const table of COUNTED) {
    const row = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}
