import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { collectionWrites } from '../../test-support/collection-writes';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';

describe.each(engines())('tag administration on $name', (engine) => {
  const app = useCargolens(engine);
  const { body, create } = collectionWrites(app, 'tags', '/api/tags');
  const organizationOf = async (username: string) =>
    (await app.api.get('/api/me', await app.tokenOf(username))).body.data.relationships.organization.data
      .id as string;
  const tagsOf = async (username: string) =>
    app.api.collect<any>('/api/tags?page[size]=100', await app.tokenOf(username));

  it('creates a tag from a colour name or its hex value, and shows both', async () => {
    const named = await create('shipper.admin', { label: 'Quai 7', color: 'light blue' });
    expect(named.status).toBe(201);
    expect(named.body.data.attributes).toMatchObject({
      label: 'Quai 7',
      color: '#7dd3fc',
      colorName: 'light blue',
      isAutomaticallyAssigned: false,
      actionPermissions: ['MODIFY'],
      organizationName: DEMO_ORGANIZATIONS.shipper,
    });
    const hex = await create('shipper.admin', { label: '  Quai 8  ', color: '#EA580C' });
    expect(hex.body.data.attributes).toMatchObject({
      label: 'Quai 8',
      color: '#ea580c',
      colorName: 'orange',
    });
    const plain = await create('shipper.admin', { label: 'Quai 9' });
    expect(plain.body.data.attributes.colorName).toBe('gray');
    const labels = (await tagsOf('shipper.operator')).map((t) => t.attributes.label);
    expect(labels).toEqual(expect.arrayContaining(['Quai 7', 'Quai 8', 'Quai 9']));
  });

  it.each([
    [{ label: 'Couleur libre', color: '#123456' }, '/data/attributes/color', 'validation.invalid_choice'],
    [{ label: 'Couleur libre', color: 'grey' }, '/data/attributes/color', 'validation.invalid_choice'],
    [{ label: '   ', color: 'red' }, '/data/attributes/label', 'validation.required'],
    [{ label: 'x'.repeat(41) }, '/data/attributes/label', 'validation.too_long'],
    [{ color: 'red' }, '/data/attributes/label', 'validation.missing_field'],
    [
      { label: 'Quai 10', isAutomaticallyAssigned: true },
      '/data/attributes/isAutomaticallyAssigned',
      'validation.unexpected_field',
    ],
  ])('refuses %j with a 400 at its field', async (attributes, pointer, code) => {
    const response = await create('shipper.admin', attributes);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ code, source: { pointer } }));
  });

  it('answers the spec messages for a blank or a long label', async () => {
    const blank = await create('shipper.admin', { label: '' });
    expect(blank.body.errors[0].detail).toBe('Required');
    const long = await create('shipper.admin', { label: 'x'.repeat(41) });
    expect(long.body.errors[0].detail).toBe('40 maximum characters');
  });

  it('keeps labels unique within an organization, not across organizations', async () => {
    const first = await create('carrier.admin', { label: 'Quai partagé', color: 'teal' });
    expect(first.status).toBe(201);
    const again = await create('carrier.admin', { label: 'Quai partagé', color: 'red' });
    expectError(again, 409, {
      code: 'tag.unique_constraint_error',
      title: 'This value is already used',
      source: { pointer: '/data/attributes/label' },
    });
    expect((await create('shipper.admin', { label: 'Quai partagé' })).status).toBe(201);
    const other = await create('carrier.admin', { label: 'Quai renommé' });
    const renamed = await app.api.request('PATCH', `/api/tags/${other.body.data.id}`, {
      token: await app.tokenOf('carrier.admin'),
      body: body({ label: 'Quai partagé' }),
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors[0].code).toBe('tag.unique_constraint_error');
  });

  it('renames and recolours a tag', async () => {
    const token = await app.tokenOf('shipper.admin');
    const created = await create('shipper.admin', { label: 'A renommer', color: 'blue' });
    const id = created.body.data.id;
    const changed = await app.api.request('PATCH', `/api/tags/${id}`, {
      token,
      body: body({ label: 'Renommé', color: 'purple' }, { id }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      label: 'Renommé',
      colorName: 'purple',
      color: '#7c3aed',
    });
    const recoloured = await app.api.request('PATCH', `/api/tags/${id}`, {
      token,
      body: body({ color: 'cyan' }),
    });
    expect(recoloured.body.data.attributes).toMatchObject({ label: 'Renommé', colorName: 'cyan' });
    const mismatch = await app.api.request('PATCH', `/api/tags/${id}`, {
      token,
      body: body({ color: 'red' }, { id: 'k3G7QAe5' }),
    });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.errors[0].source).toEqual({ pointer: '/data/id' });
  });

  it('deletes a tag and takes it off the orders that carried it', async () => {
    const token = await app.tokenOf('shipper.admin');
    const tags = await tagsOf('shipper.admin');
    const used = tags.find((t) => !t.attributes.isAutomaticallyAssigned)!;
    const label = used.attributes.label as string;
    const carrying = await app.api.get(`/api/orders?filter[tags]=${encodeURIComponent(label)}`, token);
    expect(carrying.body.meta.totalItems).toBeGreaterThan(0);
    const orderId = carrying.body.data[0].id;
    const deleted = await app.api.request('DELETE', `/api/tags/${used.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await tagsOf('shipper.admin')).map((t) => t.id)).not.toContain(used.id);
    const order = await app.api.get(`/api/orders/${orderId}`, token);
    expect(order.body.data.attributes.tags.map((t: any) => t.label)).not.toContain(label);
    expect((await app.api.request('DELETE', `/api/tags/${used.id}`, { token })).status).toBe(404);
  });

  it('never lets users change or delete an automatically assigned tag', async () => {
    const token = await app.tokenOf('carrier.admin');
    const automatic = (await tagsOf('carrier.admin')).find((t) => t.attributes.isAutomaticallyAssigned)!;
    const patch = await app.api.request('PATCH', `/api/tags/${automatic.id}`, {
      token,
      body: body({ color: 'red' }),
    });
    expect(patch.status).toBe(403);
    expect(patch.body.errors[0].code).toBe('http.access_denied_error');
    expect((await app.api.request('DELETE', `/api/tags/${automatic.id}`, { token })).status).toBe(403);
    const back = await app.api.request('DELETE', `/api/tags/${automatic.id}`, {
      token: await app.tokenOf('backoffice.admin'),
    });
    expect(back.status).toBe(403);
  });

  it('lets only tag administrators write (ADMINISTRATION_TAGS)', async () => {
    const denied = await create('shipper.operator', { label: 'Opérateur', color: 'red' });
    expect(denied.status).toBe(403);
    const tag = (await tagsOf('shipper.operator')).find((t) => !t.attributes.isAutomaticallyAssigned)!;
    const token = await app.tokenOf('shipper.operator');
    expect(
      (await app.api.request('PATCH', `/api/tags/${tag.id}`, { token, body: body({ color: 'red' }) })).status,
    ).toBe(403);
    expect((await app.api.request('DELETE', `/api/tags/${tag.id}`, { token })).status).toBe(403);
  });

  it('answers 404 for another organization’s tag on every write, and leaves it unchanged', async () => {
    const foreign = (await tagsOf('carrier2.operator')).find((t) => !t.attributes.isAutomaticallyAssigned)!;
    const token = await app.tokenOf('shipper.admin');
    const patch = await app.api.request('PATCH', `/api/tags/${foreign.id}`, {
      token,
      body: body({ label: 'Pris' }),
    });
    expect(patch.status).toBe(404);
    expect(JSON.stringify(patch.body)).not.toContain(foreign.attributes.label);
    expect((await app.api.request('DELETE', `/api/tags/${foreign.id}`, { token })).status).toBe(404);
    const after = (await tagsOf('carrier2.operator')).find((t) => t.id === foreign.id);
    expect(after?.attributes).toEqual(foreign.attributes);
  });

  it('lets the back office create a tag for an organization, and nobody else', async () => {
    const shipper = await organizationOf('shipper.admin');
    const relationships = {
      relationships: { organization: { data: { type: 'organizations', id: shipper } } },
    };
    const made = await create(
      'backoffice.admin',
      { label: 'Pour le compte de', color: 'green' },
      relationships,
    );
    expect(made.status).toBe(201);
    expect(made.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    expect(made.body.data.relationships.organization.data.id).toBe(shipper);
    const refused = await create('carrier.admin', { label: 'Intrusion' }, relationships);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].source).toEqual({ pointer: '/data/relationships/organization/data/id' });
    const unknown = await create(
      'backoffice.admin',
      { label: 'Nulle part' },
      {
        relationships: { organization: { data: { type: 'organizations', id: 'k3G7QAe5xx' } } },
      },
    );
    expect(unknown.status).toBe(404);
  });

  describe('HEAD /organizations/{id}/tags/name/{value}: 200 taken, 404 free', () => {
    const head = async (username: string, organization: string, value: string) =>
      (
        await app.api.request(
          'HEAD',
          `/api/organizations/${organization}/tags/name/${encodeURIComponent(value)}`,
          {
            token: await app.tokenOf(username),
          },
        )
      ).status;

    it('answers for the caller’s organization', async () => {
      const shipper = await organizationOf('shipper.operator');
      const label = (await tagsOf('shipper.operator'))[0].attributes.label;
      expect(await head('shipper.operator', shipper, label)).toBe(200);
      expect(await head('shipper.operator', shipper, ` ${label} `)).toBe(200);
      expect(await head('shipper.operator', shipper, 'Étiquette inconnue')).toBe(404);
    });

    it('answers 404 for another organization’s labels, except to the back office', async () => {
      const carrier = await organizationOf('carrier.operator');
      const label = (await tagsOf('carrier.operator'))[0].attributes.label;
      expect(await head('carrier.operator', carrier, label)).toBe(200);
      expect(await head('shipper.operator', carrier, label)).toBe(404);
      expect(await head('backoffice.admin', carrier, label)).toBe(200);
      expect(await head('shipper.operator', 'not-an-id', label)).toBe(404);
    });
  });

  it('documents write examples that succeed against the demo data', async () => {
    const openapi = await app.api.get('/api/openapi.json');
    const token = await app.tokenOf('lsp.operator');
    const admin = await app.tokenOf('backoffice.admin');
    const examplesOf = (operation: any) =>
      Object.values(operation.requestBody.content['application/vnd.api+json'].examples).map(
        (e: any) => e.value,
      );
    const [example] = examplesOf(openapi.body.paths['/api/tags'].post);
    expect(example).toBeDefined();
    // lsp.operator is an operator: the example is for someone who administrates tags.
    expect((await app.api.request('POST', '/api/tags', { token, body: example })).status).toBe(403);
    const created = await app.api.request('POST', '/api/tags', { token: admin, body: example });
    expect(created.status).toBe(201);
    const [change] = examplesOf(openapi.body.paths['/api/tags/{id}'].patch);
    const changed = await app.api.request('PATCH', `/api/tags/${created.body.data.id}`, {
      token: admin,
      body: change,
    });
    expect(changed.status).toBe(200);
  });
});
