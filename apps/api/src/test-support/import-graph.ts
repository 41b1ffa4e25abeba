// The API's import graph, read from the sources: every relative import line of a production file (tests and
// test-support aside), as the architecture check (architecture.test.ts) and `scripts/architecture-measures.ts`
// read it. Paths are relative to apps/api/src, without extension.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

export const isTestFile = (file: string) =>
  /\.(test|e2e)\.tsx?$/.test(file) || file.split(path.sep).includes('test-support');

export interface ImportLine {
  /** The importing file, e.g. `modules/orders/save-order.ts`. */
  from: string;
  /** What it imports, e.g. `modules/tracking` or `modules/tours/repository`. */
  to: string;
}

/** Every relative import or re-export of the API's production files that stays inside apps/api/src. */
export function productionImports(): ImportLine[] {
  const lines: ImportLine[] = [];
  for (const file of sourceFiles(API_SOURCES)) {
    if (isTestFile(file)) continue;
    const from = path.relative(API_SOURCES, file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)[^'"]*from\s+['"](\.[^'"]+)['"]/gm)) {
      const to = path
        .relative(API_SOURCES, path.resolve(path.dirname(file), match[1]!))
        .replace(/\.tsx?$/, '');
      if (!to.startsWith('..')) lines.push({ from, to });
    }
  }
  return lines;
}

/** `modules/<name>/…` → `<name>`; anything else → null. */
export function moduleOf(relative: string): string | null {
  const [top, name] = relative.split(path.sep);
  return top === 'modules' && name ? name.replace(/\.tsx?$/, '') : null;
}

/** An import of another module's inner file instead of its front door (`modules/<name>` or its index). */
export function pastFrontDoor({ from, to }: ImportLine): boolean {
  const target = moduleOf(to);
  if (!target || moduleOf(from) === target) return false;
  const inner = to.split(path.sep).slice(2).join('/');
  return inner !== '' && inner !== 'index';
}
