// What the tenant-isolation tests (http/tenant-isolation*.test.ts) share: the demo's tenant users, the
// declared route table, and reads through the back office's eyes (everything of a list, the items one
// organization owns and another cannot see, whether a user's session may use a route at all).
import { beforeAll, expect } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../seed/demo-users';
import { type TestCargolens, useCargolens } from './cargolens';
import type { Engine } from './engines';
import { type IsolationTable, isolationTable, type Resource } from './route-isolation';
import { capabilitiesOf, documentedRoutes } from './route-permissions';

export const TENANT_USERS = [
  { username: 'shipper.admin', organization: DEMO_ORGANIZATIONS.shipper },
  { username: 'carrier.operator', organization: DEMO_ORGANIZATIONS.carrier },
  { username: 'carrier2.operator', organization: DEMO_ORGANIZATIONS.carrier2 },
  { username: 'lsp.operator', organization: DEMO_ORGANIZATIONS.lsp },
];

/** Tenants' administrators (ADMINISTRATION_* features): a refused write must be refused for its scope. */
export const TENANT_ADMINS = [
  { username: 'shipper.admin', organization: DEMO_ORGANIZATIONS.shipper },
  { username: 'carrier.admin', organization: DEMO_ORGANIZATIONS.carrier },
];

export type TenantUser = (typeof TENANT_USERS)[number];

/** A route template with an item's id and reference in it. */
export function pathOf(template: string, item: Resource): string {
  return template
    .replace('{id}', item.id)
    .replace('{reference}', encodeURIComponent(String(item.attributes.reference)));
}

export function isolationWalk(app: TestCargolens) {
  let declared: IsolationTable | undefined;

  const everything = (path: string, token: string) =>
    app.api.collect<Resource>(`${path}?page[size]=100`, token);

  /** The organizations a resource of `type` belongs to, as its module declares them. */
  function partiesOf(type: string, resource: { attributes: Record<string, unknown> }): unknown[] {
    const parties = declared?.parties[type];
    if (!parties) throw new Error(`no module declares the parties of ${type}`);
    return parties(resource);
  }

  /** For every reader and every other organization: one item the other owns and the reader cannot see. */
  async function foreignItems(list: string, type: string) {
    const universe = await everything(list, await app.tokenOf('backoffice.admin'));
    return TENANT_USERS.flatMap((reader) =>
      TENANT_USERS.filter((owner) => owner !== reader).flatMap((owner) => {
        const item = universe.find((r) => {
          const parties = partiesOf(type, r);
          return parties.includes(owner.organization) && !parties.includes(reader.organization);
        });
        return item ? [{ reader, owner, item }] : [];
      }),
    );
  }

  /** A route's method and path template, and the foreign items it is checked on: there must be some. */
  async function checkedOn(route: string, scope: { list: string; type: string }) {
    const [method, template] = route.split(' ') as [string, string];
    const pairs = await foreignItems(scope.list, scope.type);
    expect(pairs.length, route).toBeGreaterThan(0);
    return { method, template, pairs };
  }

  /** Whether the user's session holds the capability the route declares (each asked once per file). */
  const asked = new Map<string, Promise<boolean>>();
  function mayUse(username: string, route: string): Promise<boolean> {
    const key = `${username} ${route}`;
    if (!asked.has(key))
      asked.set(
        key,
        (async () => {
          const permission = (await documentedRoutes(app)).find((r) => r.route === route)?.permission;
          return permission !== undefined && (await capabilitiesOf(app, username)).has(permission);
        })(),
      );
    return asked.get(key)!;
  }

  return {
    /** Every module's declarations; call it before the others (in a test or a beforeAll). */
    async table(): Promise<IsolationTable> {
      declared = await isolationTable();
      for (const prepare of declared.prepare) await prepare(app.running.store.db);
      return declared;
    },
    everything,
    partiesOf,
    foreignItems,
    checkedOn,
    mayUse,
  };
}

/** A tenant-isolation test file's set-up: one Cargolens on `engine`, its walk, and the table read before the tests. */
export function useIsolationWalk(engine: Engine) {
  const app = useCargolens(engine);
  const walk = isolationWalk(app);
  let declared: IsolationTable;
  beforeAll(async () => {
    declared = await walk.table();
  });
  return { app, walk, table: () => declared };
}
