// "Every write operation in the OpenAPI document carries a request example that succeeds as written against
// the demo data": this walks the document and runs each example as the demo shipper administrator, or as the
// demo user an operation names in `x-example-user` (a carrier answering a chartering request).
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../test-support/cargolens';
import { engines } from '../test-support/engines';

type Json = Record<string, any>;

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
// Sign-in routes carry credentials or tokens that exist only at run time; the auth tests cover them.
const RUNTIME_ONLY_TAGS = new Set(['auth']);

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

  it('exist for every write with a body and succeed as written, on collections then on their items', async () => {
    const document = (await app.api.get('/api/openapi.json')).body as Json;
    const writes = Object.entries(document.paths as Json)
      .flatMap(([path, item]) =>
        Object.entries(item as Json)
          .filter(([method]) => WRITE_METHODS.includes(method))
          .map(([method, operation]) => ({ path, method, operation: operation as Json })),
      )
      .filter(({ operation }) => !(operation.tags ?? []).some((tag: string) => RUNTIME_ONLY_TAGS.has(tag)))
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
      const token = await app.tokenOf(operation['x-example-user'] ?? 'shipper.admin');
      const own = path.replace('{userId}', await userIdOf(token));
      const collection = own.includes('/{') ? own.slice(0, own.indexOf('/{')) : undefined;
      const id = collection ? createdIds.get(collection) : undefined;
      if (collection) expect(id, `${name}: an example of POST ${collection} created an item`).toBeDefined();
      // A file upload (text/csv) sends its example as the body as it is, with the query it documents.
      const file = operation.requestBody?.content?.['text/csv'] !== undefined;
      const target = own.replace(/\{\w+\}/, id ?? '') + (operation['x-example-query'] ?? '');
      const response = await app.api.request(method.toUpperCase(), target, {
        token,
        ...(file
          ? { rawBody: example as string, headers: { 'content-type': 'text/csv' } }
          : example === undefined
            ? {}
            : { body: example }),
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
