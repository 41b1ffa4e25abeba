// The house rules of the API's layout (decision 0220, issue 28), checked on the sources: a module is entered
// through its front door (its index.ts), modules import each other without a cycle, jobs/ and http/ import no
// capability, production code never imports test support, and a position's path through tracking runs one way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_SOURCES,
  type ImportLine,
  moduleOf,
  pastFrontDoor,
  productionImports,
} from './test-support/import-graph';

const imports = productionImports();
const shown = ({ from, to }: ImportLine) => `${from} → ${to}`;
const hasFrontDoor = (name: string) => existsSync(path.join(API_SOURCES, 'modules', name, 'index.ts'));

describe('the layout of the API', () => {
  it('enters a module that has a front door through it, never through its inner files', () => {
    const past = imports.filter((line) => pastFrontDoor(line) && hasFrontDoor(moduleOf(line.to)!));
    expect(past.map(shown)).toEqual([]);
  });

  it('keeps jobs/ for generic machinery: it imports no capability', () => {
    expect(
      imports.filter((line) => line.from.startsWith(`jobs${path.sep}`) && moduleOf(line.to)).map(shown),
    ).toEqual([]);
  });

  it('keeps http/ for the plumbing: it imports no capability, capabilities plug into it', () => {
    expect(
      imports.filter((line) => line.from.startsWith(`http${path.sep}`) && moduleOf(line.to)).map(shown),
    ).toEqual([]);
  });

  it('never imports test support from production code', () => {
    expect(imports.filter((line) => line.to.startsWith(`test-support${path.sep}`)).map(shown)).toEqual([]);
  });

  it('runs a position’s path one way: tracking imports no other capability', () => {
    const out = imports.filter(
      (line) => moduleOf(line.from) === 'tracking' && moduleOf(line.to) && moduleOf(line.to) !== 'tracking',
    );
    expect(out.map(shown)).toEqual([]);
  });

  it('has no cycle between modules: each capability builds on others, never on one that builds on it', () => {
    const edges = new Map<string, Set<string>>();
    for (const line of imports) {
      const [from, to] = [moduleOf(line.from), moduleOf(line.to)];
      if (from && to && from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    const cycles: string[] = [];
    const walk = (start: string, at: string, trail: string[]) => {
      for (const next of edges.get(at) ?? []) {
        if (next === start) cycles.push([...trail, next].join(' → '));
        else if (!trail.includes(next)) walk(start, next, [...trail, next]);
      }
    };
    for (const start of edges.keys()) walk(start, start, [start]);
    expect(cycles).toEqual([]);
  });

  it('sees the imports it checks', () => {
    // A check that reads nothing would pass forever: the server's assembly imports tracking's front door.
    expect(imports).toContainEqual({ from: 'start.ts', to: path.join('modules', 'tracking') });
  });
});
