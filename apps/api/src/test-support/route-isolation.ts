// The isolation classes of the API's routes (decision 0004, issue 28): each module declares its routes'
// classes beside them, in `modules/<m>/test-support/isolation.ts` (test data, so production code never sees
// it), and the tenant-isolation walk (http/tenant-isolation*.test.ts) collects every module's file, fails for a
// route of the OpenAPI document no module classifies, and checks each class for every organization of the demo.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { API_SOURCES } from './import-graph';

export type Resource = { id: string; attributes: Record<string, unknown> };

export type IsolationClass =
  | { kind: 'public' }
  | { kind: 'self' }
  /** Shared reference answers (geocoding, time zones): no tenant data, but a signed-in caller. */
  | { kind: 'reference' }
  | { kind: 'list'; type: string }
  /** `{reference}` in the path is the item's reference, `{id}` its id. */
  | { kind: 'item'; type: string; list: string }
  /**
   * A create: naming another organization (in the body, or with `query` for routes that take it there) is
   * refused to everyone but the back office; naming one's own creates there.
   */
  | {
      kind: 'create';
      type: string;
      list: string;
      body: (organizationId: string) => unknown;
      query?: (organizationId: string) => string;
    }
  /**
   * A create only the back office may make (organizations): every tenant user, administrators included, is
   * refused and nothing is created; the back office creates.
   */
  | { kind: 'back-office-create'; list: string; body: () => unknown }
  /** A write on one item: another organization's id answers 404 and changes nothing. */
  | { kind: 'item-write'; type: string; list: string; body?: (item: Resource) => unknown }
  /** HEAD uniqueness check under /organizations/{id}: another organization's id reads as free (404). */
  | { kind: 'organization-check'; type: string; list: string; value: (item: Resource) => string }
  /**
   * Under /users/{userId}: the caller's own only. Any other user's id (a colleague's, the back office's)
   * answers 404 and changes nothing, and so does another user's {settingId} under the caller's own id.
   */
  | { kind: 'user'; body?: () => unknown }
  /**
   * A copy of one user's settings to another (decision 0186): a source or a target of another organization
   * answers 404 to tenant administrators and copies nothing; the back office copies only inside one organization.
   */
  | { kind: 'user-copy'; body: (targetId: string) => unknown }
  /**
   * A write on several items at once: it answers 200 with one result per item, and every item of another
   * organization fails with 404 and stays as it was.
   */
  | { kind: 'bulk-write'; type: string; list: string; body: (items: Resource[]) => unknown }
  /** HEAD check of a value in the caller's own organization: another organization's value reads as free. */
  | { kind: 'own-check'; type: string; list: string; value: (item: Resource) => string }
  /**
   * Data in for the caller's own resources (positions): another organization's resource, by id or by
   * telematic unit, is an unknown device, refused item by item, and nothing is stored for it.
   */
  | { kind: 'device-data-in'; username: string; body: (resource: Resource, asUnit: boolean) => unknown }
  /**
   * Data in about orders (events, external ETAs): an order, or a stop, the caller neither owns nor carries is
   * unknown (404) and nothing is stored (decision 0100).
   */
  | {
      kind: 'order-data-in';
      username: string;
      table: 'inbound_events' | 'external_etas';
      body: (order: Resource & { stopIds: string[] }) => unknown;
    }
  /**
   * A live stream of changes, filtered per session: modules/live/live-stream.test.ts shows that another
   * organization's stream hears nothing of a tour it may not see (a stream never ends, so not tested here).
   */
  | { kind: 'live-stream' }
  /**
   * A user's record under /users/{id} (browser logs, decision 0140): the user's own, their organization's
   * users for its users administrators, anyone's for the back office. Any other reader, of another
   * organization or a colleague without users administration, gets 404, as if the user did not exist.
   */
  | { kind: 'user-record' }
  /** Back office only (admin access, e.g. impersonation): every tenant user is refused with 403, whatever id. */
  | { kind: 'back-office' }
  /**
   * A back-office record that no organization owns (portfolios, decision 0190): every tenant user is refused
   * with 403 on an existing item (`{id}`, `{value}` its name) and the list stays as it was.
   */
  | { kind: 'back-office-item'; list: string; body?: () => unknown }
  /**
   * A uniqueness check over the whole platform (usernames sign in, emails receive links): every caller who may
   * use it hears the same answer, another organization's value included, and learns nothing else.
   */
  | { kind: 'platform-check'; type: string; list: string; value: (item: Resource) => string };

export type IsolationKind = IsolationClass['kind'];

/** Which organizations a resource of a JSON:API type belongs to, as the API tells it. */
export type Parties = (resource: { attributes: Record<string, unknown> }) => unknown[];

/** What one module declares: its routes' classes (`'GET /api/tags'`), and the parties of the types it lists. */
export interface ModuleIsolation {
  routes: Record<string, IsolationClass>;
  parties?: Record<string, Parties>;
  /**
   * What the module's lists need stored before the walk reads them, as a running process would have stored it
   * (e.g. the silences the time rules store): run once per server, before the walk.
   */
  prepare?: (db: Kysely<Database>) => Promise<unknown>;
}

export interface IsolationTable {
  routes: Record<string, IsolationClass>;
  parties: Record<string, Parties>;
  prepare: Array<(db: Kysely<Database>) => Promise<unknown>>;
  /** Routes or types that two modules both declare. */
  twice: string[];
}

const MODULES = path.join(API_SOURCES, 'modules');
export const MODULE_ISOLATION_FILE = path.join('test-support', 'isolation.ts');

/** The modules that declare their routes' classes (each in modules/<m>/test-support/isolation.ts). */
export function declaringModules(): string[] {
  return readdirSync(MODULES).filter((name) => existsSync(path.join(MODULES, name, MODULE_ISOLATION_FILE)));
}

let table: Promise<IsolationTable> | undefined;

/** Every module's declarations, merged; read once per worker. */
export function isolationTable(): Promise<IsolationTable> {
  table ??= (async () => {
    const merged: IsolationTable = { routes: {}, parties: {}, prepare: [], twice: [] };
    for (const name of declaringModules()) {
      const file = path.join(MODULES, name, MODULE_ISOLATION_FILE);
      const { isolation } = (await import(file)) as { isolation: ModuleIsolation };
      for (const [route, isolationClass] of Object.entries(isolation.routes)) {
        if (route in merged.routes) merged.twice.push(`${route} (again in ${name})`);
        merged.routes[route] = isolationClass;
      }
      if (isolation.prepare) merged.prepare.push(isolation.prepare);
      for (const [type, parties] of Object.entries(isolation.parties ?? {})) {
        if (type in merged.parties) merged.twice.push(`parties of ${type} (again in ${name})`);
        merged.parties[type] = parties;
      }
    }
    return merged;
  })();
  return table;
}

/** The declared routes of one class, with their class narrowed. */
export function routesOf<K extends IsolationKind>(
  routes: Record<string, IsolationClass>,
  kind: K,
): [string, Extract<IsolationClass, { kind: K }>][] {
  return Object.entries(routes).filter((entry): entry is [string, Extract<IsolationClass, { kind: K }>] => {
    return entry[1].kind === kind;
  });
}

let counter = 0;
/** A number no other body of the walk used: names and references stay unique in one database. */
export function unique(): number {
  counter += 1;
  return counter;
}
