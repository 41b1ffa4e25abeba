// Integer keys inside, opaque public ids outside: clients never see or guess sequential ids.
import Sqids from 'sqids';

// No word blocklist: checking every id against it was the API's largest CPU cost (bench:api profile), and
// ids are read by machines far more often than by people.
const sqids = new Sqids({
  minLength: 8,
  alphabet: 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDdHXLajZrfxNhobJIRcMvKt',
  blocklist: new Set(),
});

const MAX_KEY = 2_147_483_647;

// Encoding is a pure function of the id and costs more than the rest of presenting an order (bench:api
// profile), so each process remembers the ids it encoded lately.
const ENCODED_KEPT = 100_000;
const encoded = new Map<number, string>();

export function encodeId(id: number): string {
  let hash = encoded.get(id);
  if (hash === undefined) {
    hash = sqids.encode([id]);
    if (encoded.size >= ENCODED_KEPT) encoded.clear();
    encoded.set(id, hash);
  }
  return hash;
}

// Decoding too (the positions-in profile, decision 0176: a fleet's few thousand ids arrive again every minute).
// Only ids that decode are kept, so made-up strings cannot fill the memory.
const decoded = new Map<string, number>();

/** Returns undefined for anything that is not the canonical encoding of one id. */
export function decodeId(hashId: string): number | undefined {
  const known = decoded.get(hashId);
  if (known !== undefined) return known;
  const id = decodeOnce(hashId);
  if (id !== undefined) {
    if (decoded.size >= ENCODED_KEPT) decoded.clear();
    decoded.set(hashId, id);
  }
  return id;
}

function decodeOnce(hashId: string): number | undefined {
  const [id, ...rest] = sqids.decode(hashId);
  // Keys are PostgreSQL integers: a longer string decodes to a number no row can have.
  if (id === undefined || rest.length > 0 || !Number.isSafeInteger(id) || id < 1 || id > MAX_KEY)
    return undefined;
  return encodeId(id) === hashId ? id : undefined;
}
