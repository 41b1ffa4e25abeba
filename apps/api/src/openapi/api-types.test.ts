// The web app's API types are generated from the server's route schemas; this fails when someone changes a
// route and forgets to generate them again, before the web app drifts from the API.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

describe('generated API types of the web app', () => {
  it('match the OpenAPI document the server builds (run `npm run api:types` when this fails)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed === (await generateApiTypes())).toBe(true);
  });
});
