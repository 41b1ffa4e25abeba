import type { Flat as ApiFlat, IncludedOf, PrimaryOf } from './api-types';

/** The media type of every API document (decision 0001). */
export const JSON_API = 'application/vnd.api+json';

/** The parts of a JSON:API document the web app reads (decision 0001). */
export interface ResourceIdentifier {
  type: string;
  id: string;
}
export interface ResourceObject extends ResourceIdentifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null }>;
}
export interface ListMeta {
  totalItems: number;
  totalPages: number;
  page: number;
  size: number;
}
export interface JsonApiDocument {
  data: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Partial<ListMeta> & Record<string, unknown>;
  links?: Record<string, string | undefined>;
}

/** A resource read "flattened": id and type, its attributes, and its relationships replaced by resources. */
type Flat = { id: string; type: string } & Record<string, unknown>;

/** What flattening a document of this generated type gives: its primary resource with the included merged. */
export type FlatPrimary<D> = ApiFlat<PrimaryOf<D> & ResourceShape, IncludedOf<D> & ResourceShape>;
type ResourceShape = { id: string; type: string; attributes: object };

/**
 * Merges attributes and included relationships into plain objects. A relationship that was not included
 * stays a bare `{ id, type }`; a cycle (order → tour → orders) reuses the object already built.
 */
export function flatten(document: JsonApiDocument): Flat[] {
  const index = new Map<string, ResourceObject>();
  const primary =
    document.data === null ? [] : Array.isArray(document.data) ? document.data : [document.data];
  for (const resource of [...primary, ...(document.included ?? [])]) index.set(key(resource), resource);

  const built = new Map<string, Flat>();
  const build = (ref: ResourceIdentifier): Flat => {
    const cached = built.get(key(ref));
    if (cached) return cached;
    const resource = index.get(key(ref));
    const flat: Flat = { ...resource?.attributes, id: ref.id, type: ref.type };
    built.set(key(ref), flat);
    for (const [name, relationship] of Object.entries(resource?.relationships ?? {})) {
      const data = relationship.data;
      if (data === undefined) continue;
      flat[name] = data === null ? null : Array.isArray(data) ? data.map(build) : build(data);
    }
    return flat;
  };
  return primary.map(build);
}

/** The single resource of a document, typed from the document's generated type. */
export function flattenOne<D extends JsonApiDocument>(document: D): FlatPrimary<D> {
  const [first] = flatten(document);
  if (!first) throw new Error('The document holds no resource');
  // flatten() builds exactly the shape FlatPrimary<D> describes; TypeScript cannot follow it through the index.
  return first as FlatPrimary<D>;
}

export interface Page<T> {
  items: T[];
  meta: ListMeta;
  hasNext: boolean;
}

/** A page of a collection, typed from the document's generated type. */
export function flattenPage<D extends JsonApiDocument>(document: D): Page<FlatPrimary<D>> {
  const items = flatten(document) as FlatPrimary<D>[];
  const meta = document.meta ?? {};
  return {
    items,
    meta: {
      totalItems: meta.totalItems ?? items.length,
      totalPages: meta.totalPages ?? 1,
      page: meta.page ?? 1,
      size: meta.size ?? items.length,
    },
    hasNext: Boolean(document.links?.next),
  };
}

function key(ref: ResourceIdentifier): string {
  return `${ref.type}:${ref.id}`;
}
