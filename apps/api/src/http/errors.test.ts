import { AppError, ValidationError } from '@cargolens/domain/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling, sourceOfField } from './errors';

describe('a field path in a JSON:API error (decision 0222)', () => {
  it.each([
    [['label'], { pointer: '/data/attributes/label' }],
    [['address', 'city'], { pointer: '/data/attributes/address/city' }],
    [['contacts', 0, 'email'], { pointer: '/data/attributes/contacts/0/email' }],
    [['a/b~c'], { pointer: '/data/attributes/a~1b~0c' }],
    [['id'], { pointer: '/data/id' }],
    [['relationships', 'organization', 'id'], { pointer: '/data/relationships/organization/data/id' }],
    [['relationships', 'portfolios'], { pointer: '/data/relationships/portfolios' }],
    [['relationships', 'portfolios', 2], { pointer: '/data/relationships/portfolios/data/2/id' }],
    [['filter', 'organization'], { parameter: 'filter[organization]' }],
    [['parameter', 'organization'], { parameter: 'organization' }],
  ] as const)('%j is %j', (field, source) => {
    expect(sourceOfField(field)).toEqual(source);
  });

  async function answerTo(error: Error) {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/fail', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/fail' });
    await app.close();
    return { status: response.statusCode, body: response.json() };
  }

  it('answers a service error by its field path, as the explicit pointer did', async () => {
    const byField = await answerTo(new AppError('tag.unique_constraint_error', { field: ['label'] }));
    const byPointer = await answerTo(
      new AppError('tag.unique_constraint_error', { source: { pointer: '/data/attributes/label' } }),
    );
    expect(byField).toEqual(byPointer);
    expect(byField.status).toBe(409);
    expect(byField.body.errors[0].source).toEqual({ pointer: '/data/attributes/label' });
  });

  it('answers every issue of a validation error at its field, whichever way it is named', async () => {
    const { status, body } = await answerTo(
      new ValidationError([
        { code: 'validation.not_valid', field: ['relationships', 'portfolios', 1], detail: 'No portfolio' },
        { code: 'validation.required', pointer: '/data/attributes/name' },
      ]),
    );
    expect(status).toBe(400);
    expect(body.errors.map((e: { source: unknown }) => e.source)).toEqual([
      { pointer: '/data/relationships/portfolios/data/1/id' },
      { pointer: '/data/attributes/name' },
    ]);
  });

  it('leaves an error without a field without a source', async () => {
    const { body } = await answerTo(new AppError('http.not_found', { detail: 'Tag not found' }));
    expect(body.errors[0]).toEqual({
      status: '404',
      code: 'http.not_found',
      title: 'Not found',
      detail: 'Tag not found',
    });
  });
});
