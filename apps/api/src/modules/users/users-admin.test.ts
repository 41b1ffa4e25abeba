// The users screen's calls (issue 8): create with the domain's rules and the invitation email, the spec's
// 400 and 409 answers, the HEAD checks, the roles a caller may give, lists and filters, and deactivation or
// deletion ending a user's sessions at once (decision 0125).
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectFieldErrors } from '../../test-support/expect-error';
import { passwordTokenOf } from '../../test-support/test-smtp-server';
import { useTestSmtpServer } from '../../test-support/use-test-smtp-server';

const PASSWORD = 'Sommer-2026x';
let counter = 0;

function userBody(attributes: Record<string, unknown> = {}, relationships?: Record<string, unknown>) {
  const n = ++counter;
  return {
    data: {
      type: 'users',
      attributes: {
        username: `user.${n}`,
        email: `user.${n}@example.com`,
        firstname: 'Test',
        lastname: `User ${n}`,
        roles: ['ROLE_CLIENT_EXPLOITANT'],
        ...attributes,
      },
      ...(relationships ? { relationships } : {}),
    },
  };
}

const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});

describe.each(engines())('users administration on $name', (engine) => {
  const smtp = useTestSmtpServer();
  const app = useCargolens(engine, {
    env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://cargolens.test' }),
  });

  const admin = () => app.tokenOf('shipper.admin');
  const create = async (body: unknown, token?: string) =>
    app.api.request('POST', '/api/users', { token: token ?? (await admin()), body });
  const signIn = (username: string, password: string) =>
    app.api.request('POST', '/api/tokens', { headers: basic(username, password) });
  /** A user of the shipper with a password, signed in: its tokens. */
  async function signedInUser(attributes: Record<string, unknown> = {}) {
    const created = await create(userBody({ password: PASSWORD, ...attributes }));
    expect(created.status).toBe(201);
    const tokens = await signIn(created.body.data.attributes.username, PASSWORD);
    expect(tokens.status).toBe(201);
    return {
      id: created.body.data.id as string,
      username: created.body.data.attributes.username,
      ...tokens.body.data.attributes,
    };
  }

  it('creates a user with profile, agencies and phone, and mails it the invitation to choose a password', async () => {
    const token = await admin();
    const profiles = await app.api.get('/api/user-profiles', token);
    expect(profiles.status).toBe(200);
    expect(
      profiles.body.data.every((p: any) => p.attributes.organizationName === DEMO_ORGANIZATIONS.shipper),
    ).toBe(true);
    const agencies = await app.api.get('/api/my-agencies?include=agency', token);
    expect(agencies.status).toBe(200);
    const agencyId = agencies.body.included[0].id;
    const created = await create(
      userBody(
        {
          username: 'Jeanne.Martin',
          email: 'Jeanne.Martin@Example.com',
          phone: '06 12 34 56 78',
          lang: 'de',
        },
        {
          userProfile: { data: { type: 'userProfiles', id: profiles.body.data[1].id } },
          agencies: { data: [{ type: 'agencies', id: agencyId }] },
        },
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      username: 'Jeanne.Martin',
      email: 'jeanne.martin@example.com',
      phone: '+33612345678',
      lang: 'de',
      receiveMail: true,
      isActive: true,
      organizationName: DEMO_ORGANIZATIONS.shipper,
    });
    const id = created.body.data.id;
    const read = await app.api.get(`/api/users/${id}?include=organization,userProfile`, token);
    expect(read.body.data.relationships.userProfile.data.id).toBe(profiles.body.data[1].id);
    expect(read.body.included.map((r: any) => r.type).sort()).toEqual(['organizations', 'userProfiles']);
    const links = await app.api.get(`/api/users/${id}/agencies?include=agency`, token);
    expect(links.body.data).toEqual([
      expect.objectContaining({ type: 'userAgencies', attributes: { isDefault: true } }),
    ]);
    expect(links.body.included[0]).toMatchObject({ type: 'agencies', id: agencyId });

    const mail = await smtp.next('jeanne.martin@example.com');
    const set = await app.api.request('POST', '/api/passwords', {
      body: { data: { type: 'passwords', attributes: { token: passwordTokenOf(mail), password: PASSWORD } } },
    });
    expect(set.status).toBe(204);
    expect((await signIn('Jeanne.Martin', PASSWORD)).status).toBe(201);
  });

  it('answers broken fields with 400, the spec’s message at each pointer, and creates nothing', async () => {
    const before = (await app.api.get('/api/users', await admin())).body.meta.totalItems;
    const response = await create(
      userBody(
        { email: 'not-an-email', phone: '12', password: 'short', timezone: 'Mars/Olympus' },
        {
          agencies: { data: [{ type: 'agencies', id: 'zzzzzzzz' }] },
        },
      ),
    );
    expectFieldErrors(response, [
      ['/data/attributes/email', 'Please enter a valid email address'],
      ['/data/attributes/timezone', 'This value is not a valid timezone'],
      ['/data/attributes/phone', 'Please enter a valid phone number'],
      [
        '/data/attributes/password',
        'Password must contain at least 1 uppercase and 1 lowercase letters, 1 number and a minimum of 9 characters',
      ],
      ['/data/relationships/agencies', 'No agency of this organization has this id'],
    ]);
    expect((await app.api.get('/api/users', await admin())).body.meta.totalItems).toBe(before);
  });

  it('answers a taken username or email with 409 User already exists, whatever its case', async () => {
    const first = await create(userBody({ username: 'paul.dupont', email: 'paul.dupont@example.com' }));
    expect(first.status).toBe(201);
    const again = await create(userBody({ username: 'PAUL.DUPONT', email: 'Paul.Dupont@example.com' }));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      expect.objectContaining({
        code: 'user.unique_constraint_error',
        title: 'User already exists',
        detail: 'This value is already used',
        source: { pointer: '/data/attributes/username' },
      }),
      expect.objectContaining({ source: { pointer: '/data/attributes/email' } }),
    ]);
    const token = await admin();
    for (const path of ['/api/users/username/paul.DUPONT', '/api/users/email/PAUL.dupont@example.com'])
      expect((await app.api.request('HEAD', path, { token })).status, path).toBe(200);
    for (const path of ['/api/users/username/nobody.here', '/api/users/email/nobody@example.com'])
      expect((await app.api.request('HEAD', path, { token })).status, path).toBe(404);
    // Usernames are the whole platform's: another organization's is taken too.
    expect((await app.api.request('HEAD', '/api/users/username/carrier.admin', { token })).status).toBe(200);
  });

  it('lets an organization administrator give front-office roles only; the back office more', async () => {
    const refused = await create(userBody({ roles: ['ROLE_ADMIN'] }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].source).toEqual({ pointer: '/data/attributes/roles' });
    const mixed = await create(userBody({ roles: ['ROLE_CLIENT_EXPLOITANT', 'ROLE_CLIENT_API_ORDERS_IN'] }));
    expect(mixed.status).toBe(400);
    const api = await create(userBody({ roles: ['ROLE_CLIENT_API', 'ROLE_CLIENT_API_ORDERS_IN'] }));
    expect(api.status).toBe(201);

    const backOffice = await app.tokenOf('backoffice.admin');
    const me = await app.api.get('/api/me', await admin());
    const shipper = me.body.data.relationships.organization.data.id;
    const forShipper = await create(
      userBody(
        { roles: ['ROLE_CLIENT_ADMIN'] },
        { organization: { data: { type: 'organizations', id: shipper } } },
      ),
      backOffice,
    );
    expect(forShipper.status).toBe(201);
    expect(forShipper.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    expect((await create(userBody({ roles: ['ROLE_SUPER_ADMIN'] }), backOffice)).status).toBe(403);
    expect((await create(userBody({ roles: ['ROLE_ADMIN'] }), backOffice)).status).toBe(201);
  });

  it('lists the organization’s users with search, role, state filters, sorting and paging', async () => {
    const token = await admin();
    const all = await app.api.collect<any>('/api/users?page[size]=5', token);
    expect(all.length).toBeGreaterThan(5);
    expect(new Set(all.map((u) => u.attributes.organizationName))).toEqual(
      new Set([DEMO_ORGANIZATIONS.shipper]),
    );
    const search = await app.api.get('/api/users?filter[search]=lucie roux', token);
    expect(search.body.data.map((u: any) => u.attributes.username)).toEqual(['lucie.roux']);
    const inactive = await app.api.get('/api/users?filter[isActive]=false', token);
    expect(inactive.body.data.map((u: any) => u.attributes.username)).toContain('antoine.faure');
    expect(inactive.body.data.every((u: any) => !u.attributes.isActive)).toBe(true);
    const apiUsers = await app.api.get('/api/users?filter[role]=ROLE_CLIENT_API', token);
    expect(apiUsers.body.data.every((u: any) => u.attributes.roles.includes('ROLE_CLIENT_API'))).toBe(true);
    expect(apiUsers.body.data.map((u: any) => u.attributes.username)).toContain('api.client');
    const sorted = await app.api.get('/api/users?sort=-username&page[size]=100', token);
    const names = sorted.body.data.map((u: any) => u.attributes.username);
    expect(names).toEqual([...names].sort().reverse());
    expect((await app.api.get('/api/users', await app.tokenOf('shipper.operator'))).status).toBe(403);
  });

  it('refuses sign-in to a deactivated user and stops its tokens at once; activation lets it back in', async () => {
    const user = await signedInUser();
    expect((await app.api.get('/api/me', user.accessToken)).status).toBe(200);
    const deactivated = await app.api.request('PUT', `/api/users/${user.id}/deactivate`, {
      token: await admin(),
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data.attributes.isActive).toBe(false);

    expect((await app.api.get('/api/me', user.accessToken)).status).toBe(401);
    const refresh = await app.api.request('POST', '/api/tokens/refresh', {
      body: { refreshToken: user.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const again = await signIn(user.username, PASSWORD);
    expect(again.status).toBe(401);
    expect(again.body.errors[0].code).toBe('auth.account_deactivated');
    expect((await signIn(user.username, 'Wrong-pass1')).body.errors[0].code).toBe('http.unauthorized');

    expect(
      (await app.api.request('PUT', `/api/users/${user.id}/activate`, { token: await admin() })).status,
    ).toBe(200);
    expect((await signIn(user.username, PASSWORD)).status).toBe(201);
  });

  it('deletes a user: its tokens stop, it is gone from lists and reads, its name stays taken', async () => {
    const user = await signedInUser();
    const token = await admin();
    expect((await app.api.request('DELETE', `/api/users/${user.id}`, { token })).status).toBe(204);
    expect((await app.api.get('/api/me', user.accessToken)).status).toBe(401);
    expect((await app.api.get(`/api/users/${user.id}`, token)).status).toBe(404);
    expect((await signIn(user.username, PASSWORD)).body.errors[0].code).toBe('http.unauthorized');
    const listed = await app.api.collect<any>('/api/users?page[size]=100', token);
    expect(listed.map((u) => u.id)).not.toContain(user.id);
    expect((await app.api.request('HEAD', `/api/users/username/${user.username}`, { token })).status).toBe(
      200,
    );
    expect((await app.api.request('PUT', `/api/users/${user.id}/activate`, { token })).status).toBe(404);
  });

  it('refuses to deactivate or delete oneself', async () => {
    const token = await admin();
    const me = (await app.api.get('/api/me', token)).body.data.id;
    expect((await app.api.request('PUT', `/api/users/${me}/deactivate`, { token })).status).toBe(409);
    expect((await app.api.request('DELETE', `/api/users/${me}`, { token })).status).toBe(409);
  });

  it('changes a user; a change of roles outdates its token, and a refresh carries the new roles', async () => {
    const user = await signedInUser();
    const token = await admin();
    const phone = await app.api.request('PUT', `/api/users/${user.id}`, {
      token,
      body: {
        data: {
          type: 'users',
          attributes: { phone: '+33698765432' },
          relationships: { agencies: { data: [] } },
        },
      },
    });
    expect(phone.status).toBe(200);
    expect(phone.body.data.attributes.phone).toBe('+33698765432');
    // Nothing the token carries changed: it still works.
    expect((await app.api.get('/api/me', user.accessToken)).status).toBe(200);
    const updated = await app.api.request('PUT', `/api/users/${user.id}`, {
      token,
      body: { data: { type: 'users', attributes: { roles: ['ROLE_CLIENT_ADMIN'], receiveMail: false } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toMatchObject({ roles: ['ROLE_CLIENT_ADMIN'], receiveMail: false });
    expect((await app.api.get('/api/me', user.accessToken)).status).toBe(401);
    const refreshed = await app.api.request('POST', '/api/tokens/refresh', {
      body: { refreshToken: user.refreshToken },
    });
    expect(refreshed.status).toBe(201);
    const me = await app.api.get('/api/me', refreshed.body.data.attributes.accessToken);
    expect(me.body.data.attributes.roles).toEqual(['ROLE_CLIENT_ADMIN']);

    const other = await create(userBody());
    const clash = await app.api.request('PUT', `/api/users/${user.id}`, {
      token,
      body: {
        data: { type: 'users', attributes: { email: other.body.data.attributes.email.toUpperCase() } },
      },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].source.pointer).toBe('/data/attributes/email');
  });

  it('answers 404 for another organization’s user', async () => {
    const carrierUsers = await app.api.get('/api/users', await app.tokenOf('carrier.admin'));
    const foreign = carrierUsers.body.data[0].id;
    const token = await admin();
    expect((await app.api.get(`/api/users/${foreign}`, token)).status).toBe(404);
    expect((await app.api.request('PUT', `/api/users/${foreign}/deactivate`, { token })).status).toBe(404);
    const body = { data: { type: 'users', attributes: { firstname: 'Pris' } } };
    expect((await app.api.request('PUT', `/api/users/${foreign}`, { token, body })).status).toBe(404);
  });

  it('still signs in the demo accounts with their password', async () => {
    expect((await signIn('lucie.roux', DEMO_PASSWORD)).status).toBe(201);
  });
});
