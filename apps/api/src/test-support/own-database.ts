// A PostgreSQL database of a test's own beside the suite's (`<suite database>_<suffix>`), for a test that runs
// the server as a child process: the child's connections may linger a moment after it is killed.
import pg from 'pg';

async function admin(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function ownDatabase(suiteUrl: string, suffix: string) {
  const own = new URL(suiteUrl);
  own.pathname = `${own.pathname}_${suffix}`;
  const name = own.pathname.slice(1);
  return {
    url: own.toString(),
    /** Made afresh, empty. */
    async create() {
      await admin(suiteUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(suiteUrl, `CREATE DATABASE ${name}`);
    },
    async drop() {
      await admin(suiteUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
