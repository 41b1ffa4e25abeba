import { readConfig } from '../config';
import { openStore } from './database';
import { migrate } from './migrate';

const config = readConfig();
const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(store);
await store.close();
process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'Database is up to date.\n');
