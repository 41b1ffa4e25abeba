import { describe, expect, it } from 'vitest';
import { useCargolens } from '../test-support/cargolens';
import { engines } from '../test-support/engines';
import { expectError } from '../test-support/expect-error';

describe.each(engines())('the JSON:API layer on $name', (engine) => {
  const app = useCargolens(engine);

  it('pages with 20 items by default and links to the next page until the last', async () => {
    const token = await app.tokenOf('backoffice.admin');
    const first = await app.api.get('/api/orders', token);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    const { totalItems, totalPages } = first.body.meta;
    expect(totalItems).toBeGreaterThanOrEqual(200);
    expect(totalPages).toBe(Math.ceil(totalItems / 20));

    const seen = new Set<string>();
    let next: string | undefined = '/api/orders?page[size]=100';
    let pages = 0;
    while (next) {
      const page: { status: number; body: any } = await app.api.get(next, token);
      for (const order of page.body.data) seen.add(order.id);
      next = page.body.links.next
        ? new URL(page.body.links.next).pathname + new URL(page.body.links.next).search
        : undefined;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(totalItems / 100));
    expect(seen.size).toBe(totalItems);
  });

  it.each([
    ['/api/orders?filter[colour]=red', 'filter[colour]', 'validation.unexpected_field'],
    ['/api/orders?page[size]=101', 'page[size]', 'validation.too_high'],
    ['/api/orders?page[size]=abc', 'page[size]', 'validation.invalid_type'],
    ['/api/orders?page[number]=0', 'page[number]', 'validation.too_low'],
    ['/api/orders?filter[status]=FLYING', 'filter[status]', 'validation.invalid_choice'],
    ['/api/orders?sort=colour', 'sort', 'validation.not_valid'],
    ['/api/orders?include=driver', 'include', 'validation.invalid_choice'],
    ['/api/me?include=password', 'include', 'validation.invalid_choice'],
  ])('answers %s with 400 naming the parameter', async (path, parameter, code) => {
    const response = await app.api.get(path, await app.tokenOf('shipper.admin'));
    expectError(response, 400, { status: '400', code, source: { parameter } });
    expect(response.body.errors[0].title.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400 and an unsupported media type with 415', async () => {
    const token = await app.tokenOf('shipper.admin');
    const put = (rawBody: string, contentType: string) =>
      app.api.request('PUT', '/api/me/display-preferences', {
        token,
        rawBody,
        headers: { 'content-type': contentType },
      });
    const malformed = await put('{"data": {', 'application/vnd.api+json');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].code).toBe('validation.invalid_json');
    const xml = await put('<x/>', 'application/xml');
    expect(xml.status).toBe(415);
    expect(xml.body.errors[0].code).toBe('http.unsupported_media_type');
  });

  it('answers unknown routes with a JSON:API 404', async () => {
    const response = await app.api.get('/api/nothing-here', await app.tokenOf('shipper.admin'));
    expect(response.status).toBe(404);
    expect(response.body.errors[0].code).toBe('http.not_found');
  });

  it('publishes an OpenAPI 3.1 document generated from the route schemas, and its docs page', async () => {
    const openapi = await app.api.get('/api/openapi.json');
    expect(openapi.status).toBe(200);
    expect(openapi.body.openapi).toBe('3.1.0');
    const listOrders = openapi.body.paths['/api/orders'].get;
    const names = listOrders.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'page[size]',
        'page[number]',
        'filter[status]',
        'filter[tags]',
        'sort',
        'include',
      ]),
    );
    expect(openapi.body.paths['/api/tokens'].post).toBeDefined();
    const docs = await fetch(new URL('/api/docs', app.running.url));
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('<html');
  });

  it('serves health and version without a token', async () => {
    const health = await app.api.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.meta.database).toBe(engine.name);
    const version = await fetch(new URL('/version.txt', app.running.url));
    expect(version.status).toBe(200);
    expect((await version.text()).trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
