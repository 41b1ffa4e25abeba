// Vehicle and trailer plates in each carrier's national format.
import { pick, type Random, randomInt } from './random';

export interface Fleet {
  vehicles: string[];
  trailers: string[];
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTVWXYZ';

function letters(random: Random, count: number): string {
  return Array.from({ length: count }, () => pick(random, [...LETTERS])).join('');
}

function platePattern(random: Random, style: 'fr' | 'de', trailer: boolean): string {
  // French SIV plates (AB-123-CD); German plates with the Hamburg prefix, trailers marked by their series.
  if (style === 'fr') return `${letters(random, 2)}-${randomInt(random, 100, 999)}-${letters(random, 2)}`;
  return `HH-${trailer ? 'NT' : 'NL'} ${randomInt(random, trailer ? 100 : 1000, trailer ? 999 : 9999)}`;
}

/** `size` distinct plates: each becomes a resource, and labels are unique within an organization. */
function plates(random: Random, style: 'fr' | 'de', trailer: boolean, size: number): string[] {
  const out = new Set<string>();
  while (out.size < size) out.add(platePattern(random, style, trailer));
  return [...out];
}

export function makeFleet(random: Random, style: 'fr' | 'de', size: number): Fleet {
  return { vehicles: plates(random, style, false, size), trailers: plates(random, style, true, size) };
}
