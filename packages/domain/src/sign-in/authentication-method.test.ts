import { describe, expect, it } from 'vitest';
import { allowsSignIn, normalizeLoginHint } from './index';

describe('authentication method', () => {
  it.each([
    ['CARGOLENS_CREDENTIALS_ONLY', 'password', true],
    ['CARGOLENS_CREDENTIALS_ONLY', 'sso', false],
    ['SSO_ONLY', 'password', false],
    ['SSO_ONLY', 'sso', true],
    ['SSO_OR_CARGOLENS_CREDENTIALS', 'password', true],
    ['SSO_OR_CARGOLENS_CREDENTIALS', 'sso', true],
    ['SOMETHING_ELSE', 'sso', false],
  ] as const)('%s allows %s: %s', (method, way, allowed) => {
    expect(allowsSignIn(method, way)).toBe(allowed);
  });

  it('reads login hints case-insensitively and refuses what cannot be a hint', () => {
    expect(normalizeLoginHint(' Durand ')).toBe('durand');
    expect(normalizeLoginHint('acme-corp.eu')).toBe('acme-corp.eu');
    expect(normalizeLoginHint('')).toBeNull();
    expect(normalizeLoginHint('a/b')).toBeNull();
    expect(normalizeLoginHint('-x')).toBeNull();
  });
});
