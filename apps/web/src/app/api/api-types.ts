// Types of what the API sends, derived from the generated OpenAPI types (openapi.gen.ts): no hand-written
// copy of a response shape exists in the web app.
import type { components, paths } from './openapi.gen';

export type Schemas = components['schemas'];

type Resource = { id: string; type: string; attributes: object; relationships?: object };

/** A resource with its attributes beside its id and type. */
type FlatAttributes<R extends Resource> = { id: string; type: R['type'] } & R['attributes'];

type Related<Data, Included extends Resource> =
  Data extends Array<infer Item>
    ? Related<Item, Included>[]
    : Data extends { type: infer T }
      ? FlatAttributes<Extract<Included, { type: T }>>
      : null;

type RelationshipsOf<R extends Resource, Included extends Resource> =
  NonNullable<R['relationships']> extends infer Rels
    ? { [K in keyof Rels]?: Related<NonNullable<Rels[K]> extends { data: infer D } ? D : never, Included> }
    : never;

/**
 * A resource read "flattened" (shipment-domain.txt §7): attributes plus its related resources merged from
 * `included`. A relationship is present when the document carried it; its resource is complete when the
 * request asked to include it.
 */
export type Flat<R extends Resource, Included extends Resource = never> = FlatAttributes<R> &
  RelationshipsOf<R, Included>;

type JsonApiContent<Response> = Response extends { content: { 'application/vnd.api+json': infer D } }
  ? D
  : never;

/** API paths without the base path, as the client is called: '/orders', '/orders/{id}'. */
export type ApiPath = keyof paths extends infer P ? (P extends `/api${infer Rest}` ? Rest : never) : never;

type Operation<
  P extends ApiPath,
  M extends 'get' | 'post' | 'put' | 'patch' | 'delete',
> = `/api${P}` extends keyof paths ? NonNullable<paths[`/api${P}`][M]> : never;

type Ok<Responses> = Responses extends { 200: infer Success } ? Success : never;

/** The success document of a GET (never for a GET that only redirects). */
export type GetDocument<P extends ApiPath> = JsonApiContent<Ok<Operation<P, 'get'>['responses']>>;

/** The primary resource and the included resources of a document. */
export type PrimaryOf<D> = D extends { data: Array<infer R> } ? R : D extends { data: infer R } ? R : never;
export type IncludedOf<D> = D extends { included?: Array<infer I> } ? I : never;
