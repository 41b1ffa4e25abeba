#!/usr/bin/env node
// The package registry these machines reach serves only the platform packages of this machine (linux x64
// glibc): the optional binaries of other platforms (esbuild, rollup, biome for darwin, win32, musl...) answer
// 404. npm then leaves them out of package-lock.json but still lists them as optional dependencies of their
// parent, and `npm ci` refuses a lock whose edges point at nothing. This drops those dangling optional edges
// so `npm ci` installs exactly what `npm install` resolved. Run it after any `npm install` that changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (present.has(name)) continue;
    delete entry.optionalDependencies[name];
    dropped += 1;
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(
  `package-lock.json: dropped ${dropped} optional dependencies this registry does not serve\n`,
);
