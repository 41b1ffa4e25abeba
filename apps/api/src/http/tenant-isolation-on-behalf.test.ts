// Acting on behalf (decisions 0132, 0195): only the back office names another organization, on the orders
// list, every administration list, and the creates of places, tags and imports.
import { describe, expect, it } from 'vitest';
import { encodeId } from '../kernel/public-id';
import { placeBody } from '../modules/places/test-support/isolation';
import { DEMO_ORGANIZATIONS } from '../seed/demo-users';
import { engines } from '../test-support/engines';
import { expectError } from '../test-support/expect-error';
import { PLACE_HEADER, upload } from '../test-support/import-fixtures';
import { useIsolationWalk } from '../test-support/isolation-walk';

describe.each(engines())('tenant isolation: acting on behalf on $name', (engine) => {
  const { app, walk } = useIsolationWalk(engine);

  it('lets only the back office act on behalf of another organization', async () => {
    const shipperMe = await app.api.get('/api/me?include=organization', await app.tokenOf('shipper.admin'));
    const shipperOrg = shipperMe.body.included[0].id as string;
    const denied = await app.api.get(
      `/api/orders?filter[organization]=${shipperOrg}`,
      await app.tokenOf('carrier.operator'),
    );
    expectError(denied, 403, {
      code: 'http.access_denied_error',
      source: { parameter: 'filter[organization]' },
    });
    const onBehalf = await walk.everything(`/api/orders`, await app.tokenOf('backoffice.admin'));
    const filtered = await app.api.get(
      `/api/orders?filter[organization]=${shipperOrg}&page[size]=100`,
      await app.tokenOf('backoffice.admin'),
    );
    expect(filtered.status).toBe(200);
    expect(
      filtered.body.data.every(
        (o: { attributes: { ownerName: string } }) => o.attributes.ownerName === DEMO_ORGANIZATIONS.shipper,
      ),
    ).toBe(true);
    expect(filtered.body.meta.totalItems).toBe(
      onBehalf.filter((o) => o.attributes.ownerName === DEMO_ORGANIZATIONS.shipper).length,
    );
  });

  // Every administration screen's list narrows to the organization the back office acts for (decision 0132).
  const ADMINISTRATION_LISTS = [
    ['/api/places', 'places'],
    ['/api/means', 'means'],
    ['/api/tags', 'tags'],
    ['/api/imports', 'import-tasks'],
    ['/api/users', 'users'],
    ['/api/agencies', 'agencies'],
    ['/api/user-profiles', 'userProfiles'],
  ] as const;

  it('narrows every administration list on behalf of an organization, and refuses the filter to clients', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const carrierAdmin = await app.tokenOf('carrier.admin');
    const shipperMe = await app.api.get('/api/me', await app.tokenOf('shipper.admin'));
    const shipperOrg = shipperMe.body.data.relationships.organization.data.id as string;
    // Give the shipper an import task so the imports list has something to narrow.
    const imported = await upload(
      app,
      `${PLACE_HEADER}\nON-BEHALF-LIST,Quai,,69002,Lyon,FR,45.75,4.83,300\n`,
      {
        query: `?type=place&dryRun=true&name=on-behalf.csv&organization=${shipperOrg}`,
        username: 'backoffice.admin',
      },
    );
    expect(imported.status).toBe(202);
    for (const [list, type] of ADMINISTRATION_LISTS) {
      const filtered = await app.api.collect<{ id: string; attributes: Record<string, unknown> }>(
        `${list}?filter[organization]=${shipperOrg}&page[size]=100`,
        backOffice,
      );
      const all = await walk.everything(list, backOffice);
      const shippers = all.filter((r) => walk.partiesOf(type, r).includes(DEMO_ORGANIZATIONS.shipper));
      expect(filtered.length, `${list} on behalf of the shipper`).toBeGreaterThan(0);
      expect(filtered.map((r) => r.id).sort(), `${list} lists the shipper's items only, all of them`).toEqual(
        shippers.map((r) => r.id).sort(),
      );
      const denied = await app.api.get(`${list}?filter[organization]=${shipperOrg}`, carrierAdmin);
      expect(denied.status, `carrier.admin ${list} on behalf`).toBe(403);
    }
  });

  it('creates a place, a tag and an import on behalf for the back office only', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const shipperMe = await app.api.get('/api/me', await app.tokenOf('shipper.admin'));
    const shipperOrg = shipperMe.body.data.relationships.organization.data.id as string;
    const place = await app.api.request('POST', `/api/places?organization=${shipperOrg}`, {
      token: backOffice,
      body: placeBody('ON-BEHALF-PLACE'),
    });
    expect(place.status, JSON.stringify(place.body)).toBe(201);
    expect(place.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    const tag = await app.api.request('POST', '/api/tags', {
      token: backOffice,
      body: {
        data: {
          type: 'tags',
          attributes: { label: 'On behalf', color: 'red' },
          relationships: { organization: { data: { type: 'organizations', id: shipperOrg } } },
        },
      },
    });
    expect(tag.status, JSON.stringify(tag.body)).toBe(201);
    expect(tag.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    const csv = `${PLACE_HEADER}\nON-BEHALF-CSV,Quai,,69002,Lyon,FR,45.75,4.83,300\n`;
    const task = await upload(app, csv, {
      query: `?type=place&dryRun=true&organization=${shipperOrg}`,
      username: 'backoffice.admin',
    });
    expect(task.status, JSON.stringify(task.body)).toBe(202);
    expect(task.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    const shippersTasks = await walk.everything('/api/imports', await app.tokenOf('shipper.admin'));
    expect(shippersTasks.map((t) => t.id)).toContain(task.body.data.id);

    // A client administrator naming another organization is refused, and nothing is stored.
    const refused = await upload(app, csv, {
      query: `?type=place&dryRun=true&organization=${shipperOrg}`,
      username: 'carrier.admin',
    });
    expectError(refused, 403, {
      code: 'http.access_denied_error',
      source: { parameter: 'organization' },
    });
    const unknown = await upload(app, csv, {
      query: '?type=place&dryRun=true&organization=zzzzzzzz',
      username: 'backoffice.admin',
    });
    expect(unknown.status).toBe(404);
    // A well-formed id of no organization: 404 too, never a broken foreign key.
    const missing = encodeId(99_999_999);
    const noPlace = await app.api.request('POST', `/api/places?organization=${missing}`, {
      token: backOffice,
      body: placeBody('ON-BEHALF-NOWHERE'),
    });
    expect(noPlace.status).toBe(404);
    const noTask = await upload(app, csv, {
      query: `?type=place&dryRun=true&organization=${missing}`,
      username: 'backoffice.admin',
    });
    expect(noTask.status).toBe(404);
  });
});
