import { describe, expect, it } from 'vitest';
import { createLinkTokens, hashOfToken, isTokenShaped, redactLinkTokens } from './link-token';

describe('link tokens', () => {
  const tokens = createLinkTokens('a server secret');

  it('issues 256-bit tokens, kept as a hash and a sealed copy that give nothing away', () => {
    const issued = tokens.issue();
    expect(isTokenShaped(issued.token)).toBe(true);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(issued.hash).toBe(hashOfToken(issued.token));
    expect(issued.sealed).not.toContain(issued.token);
    expect(tokens.unseal(issued.sealed)).toBe(issued.token);
  });

  it('opens a sealed token only with the secret that sealed it', () => {
    const issued = tokens.issue();
    expect(createLinkTokens('another secret').unseal(issued.sealed)).toBeNull();
    const at = 20; // inside the sealed bytes, not on the last character's padding bits
    const tampered = `${issued.sealed.slice(0, at)}${issued.sealed[at] === 'A' ? 'B' : 'A'}${issued.sealed.slice(at + 1)}`;
    expect(tokens.unseal(tampered)).toBeNull();
  });

  it('keeps the token out of logged URLs, for the page and for the API call', () => {
    expect(redactLinkTokens('/track/abcDEF_-123?lang=de')).toBe('/track/…?lang=de');
    expect(redactLinkTokens('/api/public/orders/eta?token=abc&x=1')).toBe(
      '/api/public/orders/eta?token=…&x=1',
    );
    expect(redactLinkTokens('/api/orders?page[size]=10')).toBe('/api/orders?page[size]=10');
  });
});
