// How a capability plugs into the server (decision 0221): server.ts builds what several modules share, then
// hands it to each module's registration in the order their routes appear; a registration builds its module's
// repositories and services and registers its routes. http/ names no module: a registration states what it
// needs as a type of its own, and the server's shared services must satisfy it.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Store } from '../db/database';

/** The Fastify instance a module registers its routes on (under the API base path, behind the auth hook). */
export type RoutesInstance = Parameters<FastifyPluginAsyncZod>[0];

/** What the server gives every module: the configuration, the store, and the server's log. */
export interface ServerBasics {
  config: Config;
  store: Store;
  log: FastifyBaseLogger;
}

/** One capability's part of the server: builds its services from `shared` and registers its routes on `api`. */
export type ModuleRegistration<Needs extends object = ServerBasics> = (
  api: RoutesInstance,
  shared: Needs,
) => Promise<void>;
