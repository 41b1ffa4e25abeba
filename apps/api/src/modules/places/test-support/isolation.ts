// Tenant isolation of the places module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

/** A place of the caller's address book, named after the test's reference. */
export function placeBody(reference: string) {
  return {
    data: {
      type: 'places',
      attributes: { name: reference, address: { town: 'Lyon', country: 'FR' }, externalId: reference },
    },
  };
}

export const isolation: ModuleIsolation = {
  parties: {
    places: (r) => [r.attributes.organizationName],
  },
  routes: {
    'GET /api/places': { kind: 'list', type: 'places' },
    'GET /api/places/{id}': { kind: 'item', type: 'places', list: '/api/places' },
    'POST /api/places': {
      kind: 'create',
      type: 'places',
      list: '/api/places',
      body: () => placeBody(`ISOLATION-PLACE-${unique()}`),
      query: (organizationId) => `?organization=${organizationId}`,
    },
    'PATCH /api/places/{id}': {
      kind: 'item-write',
      type: 'places',
      list: '/api/places',
      body: () => ({ data: { type: 'places', attributes: { details: 'changed by another organization' } } }),
    },
    'DELETE /api/places/{id}': { kind: 'item-write', type: 'places', list: '/api/places' },
  },
};
