import { describe, expect, it } from 'vitest';
import { basicCredentials } from './basic-credentials';

describe('basicCredentials', () => {
  it('encodes username:password as HTTP Basic', () => {
    expect(basicCredentials('shipper.admin', 'Cargolens2026')).toBe(
      `Basic ${Buffer.from('shipper.admin:Cargolens2026').toString('base64')}`,
    );
  });

  it('encodes non-ASCII characters as UTF-8', () => {
    const header = basicCredentials('lefèvre', 'mot:de passe');
    expect(Buffer.from(header.slice(6), 'base64').toString('utf8')).toBe('lefèvre:mot:de passe');
  });
});
