// Security headers on every response, HTML and API alike (docs/decisions/0030-web-delivery.md). Helmet decides
// them; since no directive depends on the request (no nonce, no function), each policy's headers are worked
// out once at start and every response copies them (decision 0216).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own security headers (embeddableBy), instead of the server's. */
    securityHeaders?: SecurityHeaders;
  }
}

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * React Aria adds two fixed <style> elements to the page: usePress (touch-action on pressable elements) and
 * usePreventScroll (under modal overlays). Their hashes admit exactly these two texts and no other inline
 * style. If an upgrade changes them, the browser journeys fail on the CSP violation and name the new hash.
 */
const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
const styleHashes = REACT_ARIA_STYLES.map(
  (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
);

export interface PolicyOptions {
  /** MAP_STYLE_URL: the map style (and the tiles, glyphs and sprites on its host) is fetched from there. */
  mapStyleUrl?: string | undefined;
  /** Who may show the page in a frame; nobody unless a route says otherwise. */
  frameAncestors?: string[];
}

/** The origin a map style URL makes the browser fetch from, or none for a style served by Cargolens itself. */
export function mapStyleOrigin(mapStyleUrl: string | undefined): string | undefined {
  if (!mapStyleUrl || mapStyleUrl.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(mapStyleUrl);
  } catch {
    throw new Error(`MAP_STYLE_URL must be an http(s) URL or a path on this server, not "${mapStyleUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`MAP_STYLE_URL must be an http(s) URL or a path on this server, not "${mapStyleUrl}"`);
  return url.origin;
}

/**
 * What the web app really loads: its own scripts and styles, images it draws itself (data:, blob:), API calls
 * and the map's style host, and MapLibre's blob: worker. No inline script, no eval.
 */
export function appDirectives(options: PolicyOptions = {}): Record<string, string[]> {
  const mapOrigin = mapStyleOrigin(options.mapStyleUrl);
  const frameAncestors = options.frameAncestors?.length ? options.frameAncestors : ["'none'"];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(mapOrigin ? [mapOrigin] : [])],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
}

/** Helmet options for the whole server, or for one route that needs another frame-ancestors. */
export function helmetOptions(options: PolicyOptions = {}): HelmetOptions {
  const embeddable = Boolean(options.frameAncestors?.length);
  return {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(options) },
    // Framing is decided by frame-ancestors; X-Frame-Options only backs it up for browsers that predate it.
    xFrameOptions: embeddable ? false : { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent by the hook below only over TLS: over plain HTTP it would be ignored or, behind a lying proxy, wrong.
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet sets for these options, as helmet's own middleware sets them, recorded once. Its
 * middleware only sets and removes headers, synchronously, and reads the request only for directives given as
 * functions, which Cargolens has none of.
 */
export function securityHeadersOf(options: HelmetOptions): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * Route config for a page another site may frame, e.g. a future public tracking page embedded on the hosts
 * an organization configures, beside the route's other config:
 * `app.get('/track/:token', { config: { public: true, ...embeddableBy(hosts, config) } }, handler)`.
 */
export function embeddableBy(
  hosts: string[],
  options: PolicyOptions = {},
): { securityHeaders: SecurityHeaders } {
  return { securityHeaders: securityHeadersOf(helmetOptions({ ...options, frameAncestors: hosts })) };
}

/**
 * Swagger UI's bundle inserts <style> elements of its own at run time, which a strict style-src refuses: its
 * pages alone allow inline styles. Scripts stay 'self' only there too: it runs no inline script and no eval.
 */
function docsOptions(options: PolicyOptions): HelmetOptions {
  const base = helmetOptions(options);
  const directives = { ...appDirectives(options), 'style-src': ["'self'", "'unsafe-inline'"] };
  return { ...base, contentSecurityPolicy: { useDefaults: false, directives } };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: PolicyOptions & { docsPrefix: string },
): Promise<void> {
  const server = securityHeadersOf(helmetOptions(options));
  const docs = securityHeadersOf(docsOptions(options));
  // The docs routes (registered later by @fastify/swagger-ui) carry their own policy.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(options.docsPrefix))
      route.config = { ...route.config, securityHeaders: docs } as typeof route.config;
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config?.securityHeaders ?? server);
    // request.protocol reads X-Forwarded-Proto because the server trusts its proxy (trustProxy).
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
