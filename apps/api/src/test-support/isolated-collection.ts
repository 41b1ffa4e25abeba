// The isolation classes of a collection route and its record routes (decision 0004), built once for the modules'
// declarations (modules/<m>/test-support/isolation.ts): the list, an item, a create in a named organization, a
// write on one item, a uniqueness check; each class reads its items from the same list, under the same type.
import type { IsolationClass, ModuleIsolation, Parties, Resource } from './route-isolation';

type Attributes = Record<string, unknown>;

/** A record that belongs to the one organization the API names in `organizationName`. */
export const ownOrganization: Parties = (r) => [r.attributes.organizationName];

/** A record that belongs to its owner and to the carrier it is chartered to. */
export const ownerAndCarrier: Parties = (r) => [r.attributes.ownerName, r.attributes.charteredName];

/** The classes of the routes of the collection `list`, whose items are of the JSON:API type `type`. */
export function isolatedCollection(type: string, list: string) {
  const scope = { type, list };
  return {
    /**
     * The declaration of a module that serves this collection: the parties of its type, its list route
     * (`GET list`) and record route (`GET list/{id}`), then the module's other routes.
     */
    module: (parties: Parties, routes: Record<string, IsolationClass>): ModuleIsolation => ({
      parties: { [type]: parties },
      routes: {
        [`GET ${list}`]: { kind: 'list', type },
        [`GET ${list}/{id}`]: { kind: 'item', ...scope },
        ...routes,
      },
    }),
    /** Where the walk finds the items: spread into a class this builder does not make. */
    scope,
    list: (): IsolationClass => ({ kind: 'list', type }),
    item: (): IsolationClass => ({ kind: 'item', ...scope }),
    /** A create with the attributes `attributes()` gives, for the organization named in its relationships. */
    create: (attributes: () => Attributes): IsolationClass => ({
      kind: 'create',
      ...scope,
      body: (organizationId) => ({
        data: {
          type,
          attributes: attributes(),
          relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
        },
      }),
    }),
    /** A write on one item, with these attributes in its body, or with no body. */
    write: (attributes?: Attributes): IsolationClass =>
      attributes
        ? { kind: 'item-write', ...scope, body: () => ({ data: { type, attributes } }) }
        : { kind: 'item-write', ...scope },
    /** A uniqueness check of an item's `attribute`. */
    check: (
      kind: 'own-check' | 'platform-check' | 'organization-check',
      attribute: string,
    ): IsolationClass => ({
      kind,
      ...scope,
      value: (item: Resource) => String(item.attributes[attribute]),
    }),
  };
}
