import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';

const setting = (settingType: string, data: unknown, label?: string) => ({
  data: { type: 'userSettings', attributes: { settingType, data, ...(label ? { label } : {}) } },
});
const columns = (ids: string[]) => ({ columns: ids.map((id) => ({ id, visible: true })) });

describe.each(engines())('user settings on $name', (engine) => {
  const app = useCargolens(engine);
  const { as, userIdOf } = app;
  /** Saves a setting as `username`, under their own user id. */
  const save = async (username: string, body: unknown) =>
    as(username, 'POST', `/api/users/${await userIdOf(username)}/settings`, body);

  it('saves a preference, lists it for its user only, and keeps one per type', async () => {
    const me = await userIdOf('shipper.operator');
    const created = await save(
      'shipper.operator',
      setting('orderTableColumns', columns(['reference', 'goods'])),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'userSettings',
      attributes: { settingType: 'orderTableColumns', label: null, data: columns(['reference', 'goods']) },
      relationships: { user: { data: { type: 'users', id: me } } },
    });
    const mine = await as('shipper.operator', 'GET', '/api/my-settings');
    expect(mine.body.data.map((s: any) => s.id)).toEqual([created.body.data.id]);
    const byPath = await as(
      'shipper.operator',
      'GET',
      `/api/users/${me}/settings?filter[type]=orderTableColumns`,
    );
    expect(byPath.body.data.map((s: any) => s.id)).toEqual([created.body.data.id]);
    expect((await as('shipper.admin', 'GET', '/api/my-settings')).body.data).toEqual([]);

    const again = await save('shipper.operator', setting('orderTableColumns', columns(['status'])));
    expectError(again, 409, {
      code: 'http.conflict_error',
      source: { pointer: '/data/attributes/settingType' },
    });
  });

  it('keeps a display preference only when it names one of the spec’s choices, at the field otherwise', async () => {
    const me = await userIdOf('carrier.admin');
    const path = `/api/users/${me}/settings`;
    const refused = await as('carrier.admin', 'POST', path, setting('weight', { system: 'stone' }));
    expectError(refused, 400, {
      code: 'validation.invalid_choice',
      source: { pointer: '/data/attributes/data/system' },
    });
    const saved = await as(
      'carrier.admin',
      'POST',
      path,
      setting('dateTimeFormat', { format: 'MM/dd/yyyy hh:mm a' }),
    );
    expect(saved.status).toBe(201);
    const mine = await as('carrier.admin', 'GET', '/api/my-settings?filter[type]=weight,dateTimeFormat');
    expect(mine.body.data.map((s: any) => [s.attributes.settingType, s.attributes.data])).toEqual([
      ['dateTimeFormat', { format: 'MM/dd/yyyy hh:mm a' }],
    ]);
    expect((await as('carrier.admin', 'DELETE', `${path}/${saved.body.data.id}`)).status).toBe(204);
  });

  it('keeps several named bookmarks, each name once', async () => {
    const me = await userIdOf('carrier.operator');
    const bookmark = (label: string) =>
      setting('orderBookmarks', { filters: { departureTown: 'Lyon', status: 'ARR_LOAD' } }, label);
    const path = `/api/users/${me}/settings`;
    expect((await as('carrier.operator', 'POST', path, bookmark('Lyon'))).status).toBe(201);
    expect((await as('carrier.operator', 'POST', path, bookmark('Lyon sur site'))).status).toBe(201);
    const twice = await as('carrier.operator', 'POST', path, bookmark('Lyon'));
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].source).toEqual({ pointer: '/data/attributes/label' });
    const list = await as('carrier.operator', 'GET', '/api/my-settings?filter[type]=orderBookmarks');
    expect(list.body.data.map((s: any) => s.attributes.label)).toEqual(['Lyon', 'Lyon sur site']);
  });

  it.each([
    [setting('orderBookmarks', { filters: {} }), 'validation.required', '/data/attributes/label'],
    [
      setting('orderBookmarks', { filters: { colour: 'red' } }, 'Rouge'),
      'validation.unexpected_field',
      '/data/attributes/data/filters/colour',
    ],
    [
      setting('orderTableColumns', { columns: [{ id: 'documentCount', visible: true }] }),
      'validation.invalid_choice',
      '/data/attributes/data/columns/0/id',
    ],
    [
      setting('orderTableHitsPerPage', { hitsPerPage: 25 }),
      'validation.invalid_choice',
      '/data/attributes/data/hitsPerPage',
    ],
    [setting('toursView', { view: 'tours.map' }), 'validation.invalid_choice', '/data/attributes/data/view'],
    [setting('favouriteColour', {}), 'validation.invalid_choice', '/data/attributes/settingType'],
    [setting('timezone', 'Europe/Paris'), 'validation.invalid_type', '/data/attributes/data'],
  ])('refuses %j with a 400 at its field, and saves nothing', async (body, code, pointer) => {
    const me = await userIdOf('lsp.operator');
    const response = await as('lsp.operator', 'POST', `/api/users/${me}/settings`, body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ code, source: { pointer } }));
    expect((await as('lsp.operator', 'GET', '/api/my-settings')).body.meta.totalItems).toBe(0);
  });

  it('refuses an unknown type in the list filter with the parameter at fault', async () => {
    const response = await as('lsp.operator', 'GET', '/api/my-settings?filter[type]=colours');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toEqual({ parameter: 'filter[type]' });
  });

  it('changes and deletes a setting', async () => {
    const me = await userIdOf('carrier.admin');
    const created = await save('carrier.admin', setting('orderTableHitsPerPage', { hitsPerPage: 20 }));
    const path = `/api/users/${me}/settings/${created.body.data.id}`;
    const body = { data: { type: 'userSettings', attributes: { data: { hitsPerPage: 100 } } } };
    const changed = await as('carrier.admin', 'PUT', path, body);
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      settingType: 'orderTableHitsPerPage',
      data: { hitsPerPage: 100 },
    });
    const bad = await as('carrier.admin', 'PUT', path, {
      data: { ...body.data, attributes: { data: { hitsPerPage: 7 } } },
    });
    expect(bad.status).toBe(400);
    const otherId = await as('carrier.admin', 'PUT', path, { data: { ...body.data, id: 'k3G7QAe5' } });
    expect(otherId.status).toBe(409);
    expect((await as('carrier.admin', 'DELETE', path)).status).toBe(204);
    expect((await as('carrier.admin', 'DELETE', path)).status).toBe(404);
    expect((await as('carrier.admin', 'GET', '/api/my-settings')).body.data).toEqual([]);
  });

  it('answers 404 for another user’s settings, to colleagues and the back office alike, and changes nothing', async () => {
    const owner = await userIdOf('shipper.admin');
    const created = await save(
      'shipper.admin',
      setting('orderBookmarks', { filters: { search: 'AB' } }, 'Privé'),
    );
    const item = `/api/users/${owner}/settings/${created.body.data.id}`;
    const put = { data: { type: 'userSettings', attributes: { data: { filters: {} } } } };
    for (const other of ['shipper.operator', 'backoffice.admin', 'carrier.operator']) {
      expect((await as(other, 'GET', `/api/users/${owner}/settings`)).status, other).toBe(404);
      const post = await as(other, 'POST', `/api/users/${owner}/settings`, setting('timezone', {}));
      expect(post.status, other).toBe(404);
      expect((await as(other, 'PUT', item, put)).status, other).toBe(404);
      expect((await as(other, 'DELETE', item)).status, other).toBe(404);
      // Their own user id does not reach someone else's setting either.
      const own = `/api/users/${await userIdOf(other)}/settings/${created.body.data.id}`;
      expect((await as(other, 'PUT', own, put)).status, other).toBe(404);
      expect((await as(other, 'DELETE', own)).status, other).toBe(404);
    }
    const after = await as('shipper.admin', 'GET', '/api/my-settings');
    expect(after.body.data).toEqual([created.body.data]);
  });
});
