// Builders for JSON:API documents. Routes return these; nothing else in the API writes an envelope.
export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
  links?: { self: string };
}

export interface PageInfo {
  number: number;
  size: number;
  totalItems: number;
}

export interface SingleDocument<R extends ResourceIdentifier, I extends ResourceIdentifier> {
  jsonapi: { version: '1.1' };
  data: R;
  included?: I[];
  links?: { self: string };
}

export interface CollectionDocument<R extends ResourceIdentifier, I extends ResourceIdentifier> {
  jsonapi: { version: '1.1' };
  data: R[];
  included?: I[];
  links: { self: string; first: string; last: string; prev?: string; next?: string };
  meta: { totalItems: number; totalPages: number; page: number; size: number };
}

/** Keeps one copy of each included resource, in first-seen order, never repeating primary data. */
export function dedupeIncluded<I extends ResourceIdentifier>(
  primary: ResourceIdentifier[],
  included: I[],
): I[] {
  const seen = new Set(primary.map((r) => `${r.type}:${r.id}`));
  const out: I[] = [];
  for (const resource of included) {
    const key = `${resource.type}:${resource.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(resource);
  }
  return out;
}

export function singleDocument<R extends ResourceIdentifier, I extends ResourceIdentifier = never>(
  data: R,
  included: I[] = [],
  selfUrl?: string,
): SingleDocument<R, I> {
  const doc: SingleDocument<R, I> = { jsonapi: { version: '1.1' }, data };
  if (included.length > 0) doc.included = dedupeIncluded([data], included);
  if (selfUrl) doc.links = { self: selfUrl };
  return doc;
}

const PLACEHOLDER = 'PAGE0NUMBER';

/**
 * Each page's link: the URL the client called with `page[number]` and `page[size]` set in place. The query is
 * parsed and serialized once per document, not once per link, and without a second URL (bench:api: five
 * `new URL` per list answer were ≈ 2 % of the server's CPU); the page number goes where a placeholder serialized.
 */
function pageLinks(selfUrl: URL, size: number): (n: number) => string {
  const base = `${selfUrl.origin}${selfUrl.pathname}?`;
  const params = new URLSearchParams(selfUrl.search);
  params.set('page[number]', PLACEHOLDER);
  params.set('page[size]', String(size));
  // URLSearchParams encodes brackets and `=` in names and values, so only the parameter itself reads so.
  const parts = params.toString().split(`page%5Bnumber%5D=${PLACEHOLDER}`);
  if (parts.length !== 2) {
    return (n) => {
      params.set('page[number]', String(n));
      return base + params.toString();
    };
  }
  const [head, tail] = parts as [string, string];
  return (n) => `${base}${head}page%5Bnumber%5D=${n}${tail}`;
}

/** A page of a collection, with the links a client follows until `next` is absent. */
export function collectionDocument<R extends ResourceIdentifier, I extends ResourceIdentifier = never>(
  data: R[],
  page: PageInfo,
  selfUrl: URL,
  included: I[] = [],
): CollectionDocument<R, I> {
  const totalPages = Math.max(1, Math.ceil(page.totalItems / page.size));
  const pageUrl = pageLinks(selfUrl, page.size);
  const links: CollectionDocument<R, I>['links'] = {
    self: pageUrl(page.number),
    first: pageUrl(1),
    last: pageUrl(totalPages),
  };
  if (page.number > 1) links.prev = pageUrl(Math.min(page.number - 1, totalPages));
  if (page.number < totalPages) links.next = pageUrl(page.number + 1);
  const doc: CollectionDocument<R, I> = {
    jsonapi: { version: '1.1' },
    data,
    links,
    meta: { totalItems: page.totalItems, totalPages, page: page.number, size: page.size },
  };
  if (included.length > 0) doc.included = dedupeIncluded(data, included);
  return doc;
}

export function identifier(resource: ResourceObject): ResourceIdentifier {
  return { type: resource.type, id: resource.id };
}
