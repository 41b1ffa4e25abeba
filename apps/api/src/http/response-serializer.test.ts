import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectionDocumentSchema, resourceSchema } from './jsonapi/document-schemas';
import { representations, serializerCompiler } from './response-serializer';

const stop = resourceSchema('TestStop', 'stops', { name: z.string(), eta: z.string().nullable() });
const tour = resourceSchema('TestTour', 'tours', { reference: z.string() });
const fullStop = resourceSchema('TestFull', 'stops', { name: z.string(), eta: z.string() });
const receiptStop = resourceSchema('TestReceipt', 'stops', { name: z.string() });
// Named resources join zod's global registry, whose components the OpenAPI document lists; a worker keeps its
// modules from file to file (decision 0218), so the test components leave it with this file.
afterAll(() => {
  for (const schema of [stop, tour, fullStop, receiptStop]) z.globalRegistry.remove(schema);
});
const serialize = serializerCompiler({ schema: collectionDocumentSchema(stop, [stop, tour]) });
const document = (data: unknown[], included: unknown[]) => ({
  jsonapi: { version: '1.1' },
  data,
  included,
  links: { self: '/s', first: '/s', last: '/s' },
  meta: { totalItems: data.length, totalPages: 1, page: 1, size: 20 },
});

describe('responses serialized through their declared schema', () => {
  it('never sends a field the contract does not declare', () => {
    const body = JSON.parse(
      serialize(
        document(
          [{ type: 'stops', id: 'a', attributes: { name: 'Lyon', eta: null, passwordHash: 'x' }, secret: 1 }],
          [],
        ),
      ),
    );
    expect(body.data).toEqual([{ type: 'stops', id: 'a', attributes: { name: 'Lyon', eta: null } }]);
  });

  it('serializes each included resource by the schema of its type', () => {
    const body = JSON.parse(
      serialize(
        document(
          [],
          [
            { type: 'tours', id: 't', attributes: { reference: 'T-1', internal: 2 } },
            { type: 'stops', id: 's', attributes: { name: 'Metz', eta: '2026-11-22T10:00:00.000Z' } },
          ],
        ),
      ),
    );
    expect(body.included).toEqual([
      { type: 'tours', id: 't', attributes: { reference: 'T-1' } },
      { type: 'stops', id: 's', attributes: { name: 'Metz', eta: '2026-11-22T10:00:00.000Z' } },
    ]);
  });

  it('refuses to send a resource that lacks a declared field instead of sending it half-built', () => {
    expect(() => serialize(document([{ type: 'stops', id: 'a', attributes: { eta: null } }], []))).toThrow(
      /name/,
    );
  });
});

describe('a response with two representations', () => {
  const full = z.strictObject({ data: fullStop });
  const receipt = z.strictObject({ data: receiptStop });
  const receipts = new WeakSet<object>();
  const serializeEither = serializerCompiler({
    schema: representations([full, receipt], (document) => (receipts.has(document) ? 1 : 0)),
  });

  it('serializes each reply by the representation it was built as', () => {
    const attributes = { name: 'Lyon', eta: '2026-11-22T10:00:00.000Z' };
    const asFull = { data: { type: 'stops', id: 'a', attributes } };
    const asReceipt = { data: { type: 'stops', id: 'a', attributes } };
    receipts.add(asReceipt);
    expect(JSON.parse(serializeEither(asFull)).data.attributes).toEqual(attributes);
    expect(JSON.parse(serializeEither(asReceipt)).data.attributes).toEqual({ name: 'Lyon' });
  });
});

describe('nullable members', () => {
  const place = z.object({ name: z.string(), at: z.string().describe('ISO 8601').nullable() }).nullable();
  const mode = z.enum(['truck', 'trailer']).nullable();
  const serializeNullable = serializerCompiler({ schema: z.object({ place, mode }) });

  it('writes null, or the value through its own schema, as the contract says', () => {
    expect(JSON.parse(serializeNullable({ place: null, mode: null }))).toEqual({ place: null, mode: null });
    expect(
      JSON.parse(serializeNullable({ place: { name: 'Metz', at: null, secret: 1 }, mode: 'truck' })),
    ).toEqual({ place: { name: 'Metz', at: null }, mode: 'truck' });
  });
});
