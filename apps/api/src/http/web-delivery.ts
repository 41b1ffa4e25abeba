// How the web app and the API travel to the browser: compressed, cached as long as their names allow, and
// with the security headers (docs/decisions/0030-web-delivery.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerSecurityHeaders } from './security-headers';

/** Below this a compressed body saves less than the work of compressing it. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Vite names every file under assets/ after a hash of its content: a new release gets new names. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: kept, but revalidated (ETag) so a release shows at the next load. */
export const REVALIDATE = 'no-cache';

/**
 * Security headers and response compression, registered before any route so every route gets them.
 * Static files arrive already compressed (see serveWebApp); this compresses what routes compute, such as the
 * API's JSON — application/vnd.api+json included, which the default compressible types match (+json).
 */
export async function registerWebDelivery(app: FastifyInstance, config: Config): Promise<void> {
  await registerSecurityHeaders(app, {
    mapStyleUrl: config.mapStyleUrl,
    docsPrefix: `${config.apiBasePath}/docs`,
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}

/**
 * Serves the built web app, if there is one: the .br or .gz file the browser accepts, written at build time
 * (apps/web/build/precompress.ts). Returns the folder served, or undefined.
 */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<string | undefined> {
  const root =
    config.webDist && existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : undefined;
  if (!root) return undefined;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    // Build metadata (.vite/manifest.json) is not for browsers.
    dotfiles: 'ignore',
    // Set per file below; send's own header would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.includes(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      // The same URL answers brotli, gzip or plain bytes: shared caches must key on the request's encoding.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return root;
}
