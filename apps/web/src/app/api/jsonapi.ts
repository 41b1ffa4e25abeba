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
export type Flat = { id: string; type: string } & Record<string, unknown>;

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

export function flattenOne<T>(document: JsonApiDocument): T {
  const [first] = flatten(document);
  if (!first) throw new Error('The document holds no resource');
  return first as unknown as T;
}

export interface Page<T> {
  items: T[];
  meta: ListMeta;
  hasNext: boolean;
}

export function flattenPage<T>(document: JsonApiDocument): Page<T> {
  const items = flatten(document) as unknown as T[];
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
