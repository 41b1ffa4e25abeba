// The table types are generated from the migrations; this fails when someone adds a migration and forgets to
// generate them again, before the code's types drift from the tables it queries.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migratedPgliteSnapshot } from '../test-support/engines';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types';

describe('generated table types', () => {
  it('match the tables the migrations create (run `npm run db:types` when this fails)', async () => {
    const committed = readFileSync(SCHEMA_TYPES_FILE, 'utf8');
    expect(committed === (await generateSchemaTypes({ pgliteSnapshot: migratedPgliteSnapshot() }))).toBe(
      true,
    );
  });
});
