// The JSON:API route kinds a module's routes.ts is written with (decision 0232). Each kind writes what every
// route of its kind does alike — the response schema of its success and errors, the status, the document, the
// paging — and the route says only what is its own: path, permission, summary, request schemas, error
// statuses, and its one service call with its presenter. The request the handler gets is typed by the zod
// schemas the route declares, as Fastify's own methods type it.
import type { ZodType } from 'zod';
import type { RoutesInstance } from '../module-registration';
import { type DocumentRoute, documentRoute } from './document-routes';
import { type DeleteRoute, deleteRoute, type TakenRoute, takenRoute } from './empty-routes';
import { type ListRoute, listRoute, type PagedQuery } from './list-route';

export { type PagedQuery, type PageRequest, pageOf } from './list-route';
export type { RouteCard, RouteRequest } from './route-card';

type Schema = ZodType | undefined;

/** A write that answers the resource's document, for one HTTP method. */
function documentMethod(app: RoutesInstance, tags: string[], method: 'POST' | 'PUT' | 'PATCH') {
  return <P extends Schema, Q extends Schema, B extends Schema, H extends Schema>(
    url: string,
    route: DocumentRoute<P, Q, B, H>,
  ) => documentRoute(app, tags, method, url, route);
}

/** A module's routes under its OpenAPI tags, registered on `app` by kind. */
export function jsonApiRoutes(app: RoutesInstance, tags: string[]) {
  return {
    /** GET a page of a collection. */
    list: <
      P extends Schema,
      Q extends ZodType<PagedQuery>,
      H extends Schema,
      Result extends { total: number },
    >(
      url: string,
      route: ListRoute<P, Q, H, Result>,
    ) => listRoute(app, tags, url, route),
    /** GET one resource: 200 and its document. */
    get: <P extends Schema, Q extends Schema, H extends Schema>(
      url: string,
      route: DocumentRoute<P, Q, undefined, H>,
    ) => documentRoute(app, tags, 'GET', url, route),
    /** POST a new resource: 201 and its document. */
    post: documentMethod(app, tags, 'POST'),
    /** PUT a resource's new state: 200 and its document. */
    put: documentMethod(app, tags, 'PUT'),
    /** PATCH the attributes sent: 200 and the document. */
    patch: documentMethod(app, tags, 'PATCH'),
    /** DELETE a resource: 204 without a body. */
    delete: <P extends Schema, H extends Schema>(url: string, route: DeleteRoute<P, H>) =>
      deleteRoute(app, tags, url, route),
    /** HEAD "is this value taken?": 200 taken, 404 free. */
    taken: <P extends Schema, Q extends Schema>(url: string, route: TakenRoute<P, Q>) =>
      takenRoute(app, tags, url, route),
  };
}

export type JsonApiRoutes = ReturnType<typeof jsonApiRoutes>;
