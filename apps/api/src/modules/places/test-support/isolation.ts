// Tenant isolation of the places module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { isolatedCollection, ownOrganization } from '../../../test-support/isolated-collection';
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

const places = isolatedCollection('places', '/api/places');

export const isolation: ModuleIsolation = places.module(ownOrganization, {
  'POST /api/places': {
    kind: 'create',
    ...places.scope,
    body: () => placeBody(`ISOLATION-PLACE-${unique()}`),
    query: (organizationId) => `?organization=${organizationId}`,
  },
  'PATCH /api/places/{id}': places.write({ details: 'changed by another organization' }),
  'DELETE /api/places/{id}': places.write(),
});
