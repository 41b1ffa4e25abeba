// What each screen downloads, read from the Vite manifest: the entry's static imports plus those of the lazy
// modules its route loads, with the sizes a browser receives (the precompressed .br and .gz files).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy route modules each measured screen loads, as keys of the manifest (paths under apps/web). */
export const ROUTE_MODULES: Record<string, string[]> = {
  login: [],
  'orders list': ['src/features/layout/AppLayout.tsx', 'src/features/orders/OrdersPage.tsx'],
  'order detail': ['src/features/layout/AppLayout.tsx', 'src/features/orders/OrderDetailPage.tsx'],
};

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  route: string;
  js: string[];
  css: string[];
  jsSize: Sizes;
  cssSize: Sizes;
}

function sizeOf(file: string): number {
  return existsSync(file) ? statSync(file).size : Number.NaN;
}

function sizes(dist: string, files: string[]): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const name of files) {
    const file = path.join(dist, name);
    const raw = sizeOf(file);
    total.raw += raw;
    // Files too small to be worth precompressing travel as they are.
    total.gzip += existsSync(`${file}.gz`) ? sizeOf(`${file}.gz`) : raw;
    total.brotli += existsSync(`${file}.br`) ? sizeOf(`${file}.br`) : raw;
  }
  return total;
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * A module's key in the manifest. A lazy module whose chunk also serves its own lazy children (the layout's
 * notification panel and organization switch import from it) is listed under its chunk's name, `_Name-hash.js`,
 * rather than its path.
 */
function keyOf(manifest: Manifest, key: string): string {
  if (manifest[key] || !key.startsWith('src/')) return key;
  const name = path.basename(key).replace(/\.[jt]sx?$/, '');
  const named = Object.keys(manifest).filter(
    (k) => manifest[k]?.isDynamicEntry && manifest[k]?.name === name,
  );
  return named.length === 1 ? named[0]! : key;
}

/** Chunks a set of modules needs before it runs: itself and every static import, transitively. */
function closure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (wanted: string) => {
    const key = keyOf(manifest, wanted);
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${wanted} is not in the Vite manifest: was it renamed?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key] as ManifestChunk);
}

export function routeBundles(dist: string, routes = ROUTE_MODULES): RouteBundle[] {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  return Object.entries(routes).map(([route, modules]) => {
    const chunks = closure(manifest, [entry, ...modules]);
    const js = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    return { route, js, css, jsSize: sizes(dist, js), cssSize: sizes(dist, css) };
  });
}
