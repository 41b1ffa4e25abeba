// Caching, compression and security headers as a client sees them, over real HTTP, with a small built app
// written by the test (a hashed script with its .br and .gz, and index.html).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { type RunningCargolens, startCargolens } from '../start';
import { appDirectives, embeddableBy, registerSecurityHeaders } from './security-headers';

const SCRIPT = `export const shipment = ${JSON.stringify('x'.repeat(4000))};\n`;
const ASSET = '/assets/app-3fA9c1Bz.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is left as it travelled (fetch would decompress it silently). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

let running: RunningCargolens;
let dist: string;
let token: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'cargolens-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><script type="module" src="${ASSET}"></script>`,
  );
  writeFileSync(path.join(dist, ASSET), SCRIPT);
  writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
  running = await startCargolens({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    seedDemo: true,
    webDist: dist,
    logger: false,
    simulate: false,
  });
  const signIn = await fetch(`${running.url}/api/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`shipper.admin:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  token = ((await signIn.json()) as any).data.attributes.accessToken;
});
afterAll(async () => {
  await running?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static web app', () => {
  it('sends a hashed asset in the encoding asked for, cached for a year as immutable', async () => {
    const br = await get(`${running.url}${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get(`${running.url}${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get(`${running.url}${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it.each(['/', '/orders/AbC123'])(
    'has %s revalidate index.html, and answers 304 when unchanged',
    async (url) => {
      const first = await get(`${running.url}${url}`);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBeTruthy();
      const again = await get(`${running.url}${url}`, { 'if-none-match': String(first.headers.etag) });
      expect(again.status).toBe(304);
    },
  );

  it('does not serve build metadata', async () => {
    expect((await get(`${running.url}/.vite/manifest.json`)).status).toBe(404);
  });
});

describe('API compression', () => {
  it('compresses JSON:API documents above the threshold', async () => {
    const orders = await get(`${running.url}/api/orders?page[size]=50`, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, br',
    });
    expect(orders.status).toBe(200);
    expect(orders.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    expect(orders.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(orders.body).toString()).data).toHaveLength(50);
  });

  it('leaves small answers and clients that ask for no encoding alone', async () => {
    const health = await get(`${running.url}/api/health`, { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    const orders = await get(`${running.url}/api/orders`, { authorization: `Bearer ${token}` });
    expect(orders.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it.each(['/', '/orders/AbC123', ASSET, '/api/health', '/api/nope'])('are sent with %s', async (url) => {
    const { headers } = await get(`${running.url}${url}`);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP without a proxy saying otherwise: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security when a proxy says the request came over TLS', async () => {
    const { headers } = await get(`${running.url}/`, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('relaxes styles for the API documentation only', async () => {
    const docs = await get(`${running.url}/api/docs/`);
    expect(docs.status).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self';");
  });

  it('admits the host of MAP_STYLE_URL for the map, and only it', () => {
    expect(
      appDirectives({ mapStyleUrl: 'https://tiles.example.org/styles/liberty.json' })['connect-src'],
    ).toEqual(["'self'", 'https://tiles.example.org']);
    expect(appDirectives({ mapStyleUrl: '/map/style.json' })['connect-src']).toEqual(["'self'"]);
    expect(() => appDirectives({ mapStyleUrl: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
  });

  it('lets one route allow framing by the hosts it names', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { docsPrefix: '/api/docs' });
    app.get('/track/:token', { config: embeddableBy(['https://shipper.example']) }, async () => 'tracking');
    app.get('/orders', async () => 'orders');
    const track = await app.inject('/track/abc');
    expect(track.headers['content-security-policy']).toContain('frame-ancestors https://shipper.example');
    expect(track.headers['x-frame-options']).toBeUndefined();
    const orders = await app.inject('/orders');
    expect(orders.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(orders.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
