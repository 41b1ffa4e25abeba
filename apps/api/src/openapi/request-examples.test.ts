// "Every write operation in the OpenAPI document carries a request example that succeeds as written against
// the demo data": this walks the document and runs each example as the demo shipper administrator, or as the
// demo user an operation names in `x-example-user` (a carrier answering a chartering request). An operation
// secured by HTTP Basic (sign-in) runs with that user's demo credentials. What exists only at run time, the
// secrets a client receives, has a stand-in in the examples (openapi/example-ids.ts): the test obtains a real
// one as a client would and sends it in the stand-in's place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureSso } from '../modules/sso/configure-sso';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from '../seed/demo-users';
import { useCargolens } from '../test-support/cargolens';
import { engines } from '../test-support/engines';
import { ssoCallback } from '../test-support/sso-callback';
import { startTestOidcProvider, type TestOidcProvider } from '../test-support/test-oidc-provider';
import {
  EXAMPLE_REFRESH_TOKEN,
  EXAMPLE_SSO_CODE,
  EXAMPLE_SSO_ISSUER,
  EXAMPLE_SSO_STATE,
} from './example-ids';

type Json = Record<string, any>;

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
// Its token arrives in a mailed link only (invitation, reset): the password-link tests cover it; its example
// must exist all the same.
const NOT_REPLAYED = new Set(['POST /api/passwords']);
/** The organization whose single sign-on the example of POST /api/sso/tokens goes through. */
const SSO_HINT = 'durand';

function exampleOf(operation: Json): unknown {
  const content = (operation.requestBody?.content ?? {}) as Json;
  const media = content['application/vnd.api+json'] ?? Object.values(content)[0];
  const named = Object.values((media?.examples ?? {}) as Record<string, { value?: unknown }>)[0];
  return media?.example ?? named?.value ?? media?.schema?.examples?.[0];
}

/** An item route names one thing by an id in its path; {userId} alone is the caller's collection. */
const item = (path: string) => path.replace('{userId}', '').includes('{');

describe.each(engines())('request examples on $name', (engine) => {
  const app = useCargolens(engine);
  let provider: TestOidcProvider;

  beforeAll(async () => {
    const { db } = app.running.store;
    provider = await startTestOidcProvider({
      redirectUris: [`${app.running.url}/auth/sso-callback`],
      postLogoutRedirectUris: [],
    });
    const shipper = await db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', DEMO_ORGANIZATIONS.shipper)
      .executeTakeFirstOrThrow();
    // Passwords keep working for the shipper's users: the other examples sign in with them.
    await configureSso(db, app.running.config.jwtSecret, {
      organizationId: shipper.id,
      issuerUrl: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      loginHints: [SSO_HINT],
      authenticationMethod: 'SSO_OR_CARGOLENS_CREDENTIALS',
    });
  });
  afterAll(async () => {
    await provider?.close();
  });

  /** The example with real run-time values in place of their stand-ins, and the headers they travel with. */
  async function withRunTimeValues(example: unknown, username: string) {
    let text = JSON.stringify(example);
    const headers: Record<string, string> = {};
    if (text?.includes(EXAMPLE_REFRESH_TOKEN)) {
      const { refreshToken } = await app.api.signIn(username, DEMO_PASSWORD);
      text = text.replaceAll(EXAMPLE_REFRESH_TOKEN, refreshToken);
    }
    if (text?.includes(EXAMPLE_SSO_CODE)) {
      const { email } = await app.running.store.db
        .selectFrom('users')
        .select('email')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const callback = await ssoCallback(app.running.url, SSO_HINT, email);
      expect(callback.iss, 'the provider names itself (RFC 9207)').toBeDefined();
      text = text
        .replaceAll(EXAMPLE_SSO_CODE, callback.code)
        .replaceAll(EXAMPLE_SSO_STATE, callback.state)
        .replaceAll(EXAMPLE_SSO_ISSUER, callback.iss ?? '');
      headers.cookie = callback.cookie;
    }
    return { body: text === undefined ? undefined : JSON.parse(text), headers };
  }

  it('exist for every write with a body and succeed as written, on collections then on their items', async () => {
    const document = (await app.api.get('/api/openapi.json')).body as Json;
    const writes = Object.entries(document.paths as Json)
      .flatMap(([path, item]) =>
        Object.entries(item as Json)
          .filter(([method]) => WRITE_METHODS.includes(method))
          .map(([method, operation]) => ({ path, method, operation: operation as Json })),
      )
      // Collections first, so that item routes can use what their example created; deletions last.
      .sort(
        (a, b) =>
          Number(item(a.path)) - Number(item(b.path)) ||
          Number(a.method === 'delete') - Number(b.method === 'delete'),
      );
    expect(writes.length).toBeGreaterThan(0);
    // Routes under /users/{userId} act on the caller's own things: the example's user is the one signed in.
    const userIds = new Map<string, string>();
    const userIdOf = async (token: string) => {
      if (!userIds.has(token))
        userIds.set(token, (await app.api.get('/api/me', token)).body.data.id as string);
      return userIds.get(token)!;
    };
    const createdIds = new Map<string, string>();
    for (const { path, method, operation } of writes) {
      const name = `${method.toUpperCase()} ${path}`;
      const example = exampleOf(operation);
      if (operation.requestBody) expect(example, `${name} has a request example`).toBeDefined();
      if (NOT_REPLAYED.has(name)) continue;
      const username: string = operation['x-example-user'] ?? 'shipper.admin';
      const token = await app.tokenOf(username);
      const own = path.replace('{userId}', await userIdOf(token));
      const collection = own.includes('/{') ? own.slice(0, own.indexOf('/{')) : undefined;
      const id = collection ? createdIds.get(collection) : undefined;
      if (collection) expect(id, `${name}: an example of POST ${collection} created an item`).toBeDefined();
      // A file upload (text/csv) sends its example as the body as it is, with the query it documents.
      const file = operation.requestBody?.content?.['text/csv'] !== undefined;
      const target = own.replace(/\{\w+\}/, id ?? '') + (operation['x-example-query'] ?? '');
      const basic = (operation.security ?? []).some((scheme: Json) => 'basic' in scheme);
      const credentials = `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}`;
      const runTime = file ? undefined : await withRunTimeValues(example, username);
      const response = await app.api.request(method.toUpperCase(), target, {
        ...(basic ? {} : { token }),
        headers: {
          ...(basic ? { authorization: credentials } : {}),
          ...(file ? { 'content-type': 'text/csv' } : runTime?.headers),
        },
        ...(file
          ? { rawBody: example as string }
          : runTime?.body === undefined
            ? {}
            : { body: runTime.body }),
      });
      expect(response.status, `${name} → ${JSON.stringify(response.body).slice(0, 300)}`).toBeLessThan(300);
      if (collection) continue;
      const created = response.body?.data;
      if (created?.id) createdIds.set(own, created.id);
      // What a create made along with its item (an order's own tour) serves the item routes of its type.
      for (const relationship of Object.values((created?.relationships ?? {}) as Json)) {
        const related = relationship?.data;
        if (related?.id && !Array.isArray(related) && !createdIds.has(`/api/${related.type}`))
          createdIds.set(`/api/${related.type}`, related.id);
      }
    }
  });
});
