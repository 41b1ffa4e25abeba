import { describe, expect, it } from 'vitest';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import { DEMO_SHIPPER_OPERATOR_ID } from '../../openapi/example-ids';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';
import { createUsersAdminRepository } from '../users/admin-repository';
import { createDuplicateSettings } from './duplicate-settings';
import { createSettingsStore } from './settings-store';

const widget = (kind: string, extra: Record<string, unknown> = {}) => ({
  data: { type: 'homepageWidgets', attributes: { kind, ...extra } },
});
const layout = (sections: Array<{ title: string; widgets: string[]; isHomepageSet?: boolean }>) => ({
  data: {
    type: 'userSettings',
    attributes: {
      settingType: 'homepageDisplay',
      data: { sections: sections.map((s) => ({ isHomepageSet: true, ...s })) },
    },
  },
});

describe.each(engines())('homepage widgets and settings copies on $name', (engine) => {
  const app = useCargolens(engine);
  const { as, userIdOf } = app;
  const layoutOf = async (username: string) =>
    (await as(username, 'GET', '/api/my-settings?filter[type]=homepageDisplay')).body.data[0]?.attributes
      .data;
  const widgetsOf = async (username: string) =>
    (await as(username, 'GET', `/api/users/${await userIdOf(username)}/widgets`)).body.data as Array<{
      id: string;
      attributes: { kind: string; title: string | null; limit: number };
    }>;
  const copy = async (caller: string, from: string, to: string) =>
    as(caller, 'POST', `/api/users/${from}/settings/duplicate`, {
      data: { type: 'settingsCopies', relationships: { target: { data: { type: 'users', id: to } } } },
    });

  it('names shipper.operator in the documented copy example', async () => {
    expect(await userIdOf('shipper.operator')).toBe(DEMO_SHIPPER_OPERATOR_ID);
  });

  it('keeps widgets of the user’s own, in sections of a layout that may name only them', async () => {
    const me = await userIdOf('carrier.operator');
    const late = await as('carrier.operator', 'POST', `/api/users/${me}/widgets`, widget('lateStops'));
    expect(late.status).toBe(201);
    expect(late.body.data.attributes).toMatchObject({ kind: 'lateStops', title: null, limit: 10 });
    const arrivals = await as(
      'carrier.operator',
      'POST',
      `/api/users/${me}/widgets`,
      widget('arrivals', { title: 'Lyon', limit: 5 }),
    );
    const [lateId, arrivalsId] = [late.body.data.id, arrivals.body.data.id];
    const saved = await as(
      'carrier.operator',
      'POST',
      `/api/users/${me}/settings`,
      layout([
        { title: 'Arrivées', widgets: [arrivalsId] },
        { title: 'Retards', widgets: [lateId] },
      ]),
    );
    expect(saved.status).toBe(201);

    // Someone else's widget, even a colleague's, is not one the layout may name.
    const colleague = await userIdOf('carrier.admin');
    const theirs = await as(
      'carrier.admin',
      'POST',
      `/api/users/${colleague}/widgets`,
      widget('silentTours'),
    );
    const refused = await as('carrier.operator', 'PUT', `/api/users/${me}/settings/${saved.body.data.id}`, {
      data: {
        type: 'userSettings',
        attributes: { data: layout([{ title: 'A', widgets: [theirs.body.data.id] }]).data.attributes.data },
      },
    });
    expectError(refused, 400, {
      code: 'validation.unknown_identifier',
      source: { pointer: '/data/attributes/data/sections/0/widgets/0' },
    });
    const badWidget = await as(
      'carrier.operator',
      'POST',
      `/api/users/${me}/widgets`,
      widget('lateStops', { limit: 7 }),
    );
    expect(badWidget.status).toBe(400);
    expect(badWidget.body.errors[0].source).toEqual({ pointer: '/data/attributes/limit' });

    // Deleting a widget takes it off the layout at once.
    expect((await as('carrier.operator', 'DELETE', `/api/users/${me}/widgets/${arrivalsId}`)).status).toBe(
      204,
    );
    expect(await layoutOf('carrier.operator')).toEqual({
      sections: [
        { title: 'Arrivées', widgets: [], isHomepageSet: true },
        { title: 'Retards', widgets: [lateId], isHomepageSet: true },
      ],
    });
    const renamed = await as('carrier.operator', 'PUT', `/api/users/${me}/widgets/${lateId}`, {
      data: { type: 'homepageWidgets', attributes: { title: 'Urgent', limit: 20 } },
    });
    expect(renamed.body.data.attributes).toMatchObject({ kind: 'lateStops', title: 'Urgent', limit: 20 });
    // A colleague reaches none of it.
    expect((await as('carrier.admin', 'GET', `/api/users/${me}/widgets`)).status).toBe(404);
    expect((await as('carrier.admin', 'DELETE', `/api/users/${me}/widgets/${lateId}`)).status).toBe(404);
    expect((await widgetsOf('carrier.operator')).map((w) => w.id)).toEqual([lateId]);
  });

  it('copies settings and widgets to a colleague, the layout naming the copies, replacing theirs', async () => {
    const [source, target] = [await userIdOf('shipper.admin'), await userIdOf('shipper.operator')];
    const ids: string[] = [];
    for (const kind of ['silentTours', 'lateStops', 'arrivals'])
      ids.push(
        (await as('shipper.admin', 'POST', `/api/users/${source}/widgets`, widget(kind, { limit: 5 }))).body
          .data.id,
      );
    await as(
      'shipper.admin',
      'POST',
      `/api/users/${source}/settings`,
      layout([
        { title: 'Flotte', widgets: [ids[0]!, ids[1]!] },
        { title: 'Plus tard', widgets: [ids[2]!], isHomepageSet: false },
      ]),
    );
    await as('shipper.admin', 'POST', `/api/users/${source}/settings`, {
      data: { type: 'userSettings', attributes: { settingType: 'weight', data: { system: 'imperial' } } },
    });
    // What the target had before: a widget of its own, and a weight preference the copy replaces.
    const old = await as('shipper.operator', 'POST', `/api/users/${target}/widgets`, widget('arrivals'));
    await as('shipper.operator', 'POST', `/api/users/${target}/settings`, {
      data: { type: 'userSettings', attributes: { settingType: 'weight', data: { system: 'metric' } } },
    });

    const copied = await copy('shipper.admin', source, target);
    expect(copied.status).toBe(201);
    expect(copied.body.data).toMatchObject({
      type: 'settingsCopies',
      attributes: { settings: 2, widgets: 3 },
    });

    const copies = await widgetsOf('shipper.operator');
    expect(copies.map((w) => [w.attributes.kind, w.attributes.limit])).toEqual([
      ['silentTours', 5],
      ['lateStops', 5],
      ['arrivals', 5],
    ]);
    expect(copies.map((w) => w.id)).not.toContain(old.body.data.id);
    expect(copies.some((w) => ids.includes(w.id))).toBe(false);
    expect(await layoutOf('shipper.operator')).toEqual({
      sections: [
        { title: 'Flotte', widgets: [copies[0]!.id, copies[1]!.id], isHomepageSet: true },
        { title: 'Plus tard', widgets: [copies[2]!.id], isHomepageSet: false },
      ],
    });
    const weights = await as('shipper.operator', 'GET', '/api/my-settings?filter[type]=weight');
    expect(weights.body.data.map((s: any) => s.attributes.data)).toEqual([{ system: 'imperial' }]);
    // The source keeps its own, untouched.
    expect((await widgetsOf('shipper.admin')).map((w) => w.id)).toEqual(ids);
  });

  it('refuses copies outside the caller’s reach, to the same user or across organizations', async () => {
    const [admin, operator, carrier] = [
      await userIdOf('shipper.admin'),
      await userIdOf('shipper.operator'),
      await userIdOf('carrier.admin'),
    ];
    // An operator does not administrate users.
    expect((await copy('shipper.operator', operator, admin)).status).toBe(403);
    const foreignTarget = await copy('shipper.admin', admin, carrier);
    expect(foreignTarget.status).toBe(404);
    expect(foreignTarget.body.errors[0].source).toEqual({ pointer: '/data/relationships/target/data/id' });
    expect((await copy('shipper.admin', carrier, admin)).status).toBe(404);
    const self = await copy('shipper.admin', admin, admin);
    expect(self.status).toBe(400);
    expect(self.body.errors[0].source).toEqual({ pointer: '/data/relationships/target/data/id' });
    // The back office acts for any organization, but a copy stays inside one.
    expect((await copy('backoffice.admin', admin, carrier)).status).toBe(400);
    expect((await copy('backoffice.admin', carrier, await userIdOf('carrier.operator'))).status).toBe(201);
  });

  it('copies nothing when any part of the copy fails', async () => {
    const [source, target] = [await userIdOf('carrier.admin'), await userIdOf('carrier.operator')];
    const db = app.running.store.db;
    await as('carrier.admin', 'POST', `/api/users/${source}/widgets`, widget('lateStops'));
    await as('carrier.admin', 'POST', `/api/users/${source}/settings`, {
      data: { type: 'userSettings', attributes: { settingType: 'distance', data: { system: 'imperial' } } },
    });
    const before = await widgetsOf('carrier.operator');
    const settingsBefore = (await as('carrier.operator', 'GET', '/api/my-settings')).body.data;
    expect(before.length).toBeGreaterThan(0);
    const store = createSettingsStore(db);
    const failing = {
      ...store,
      transaction: <T>(work: Parameters<typeof store.transaction<T>>[0]) =>
        store.transaction((tables) =>
          work({
            ...tables,
            settings: {
              ...tables.settings,
              insert: async () => {
                throw new Error('the disk is full');
              },
            },
          }),
        ),
    };
    const duplicate = createDuplicateSettings(failing, createUsersAdminRepository(db));
    const { organization_id } = await db
      .selectFrom('users')
      .select('organization_id')
      .where('id', '=', decodeId(source)!)
      .executeTakeFirstOrThrow();
    const caller = { roles: ['ROLE_CLIENT_ADMIN'] } as unknown as Session;
    await expect(
      duplicate(
        { organizationId: organization_id, allOrganizations: false },
        caller,
        decodeId(source)!,
        decodeId(target)!,
      ),
    ).rejects.toThrow('the disk is full');
    // The widgets removed and copied before the failure are back as they were, and so are the settings.
    expect(await widgetsOf('carrier.operator')).toEqual(before);
    expect((await as('carrier.operator', 'GET', '/api/my-settings')).body.data).toEqual(settingsBefore);
  });
});
