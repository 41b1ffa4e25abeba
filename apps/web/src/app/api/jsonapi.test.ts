import { describe, expect, it } from 'vitest';
import { flatten, flattenOne, flattenPage, type JsonApiDocument } from './jsonapi';

const order: JsonApiDocument = {
  data: {
    type: 'orders',
    id: 'o1',
    attributes: { reference: 'ORD-1', currentStatus: 'ARR_LOAD' },
    relationships: {
      stops: {
        data: [
          { type: 'stops', id: 's1' },
          { type: 'stops', id: 's2' },
        ],
      },
      tour: { data: { type: 'tours', id: 't1' } },
      goods: { data: [] },
      agency: { data: null },
    },
  },
  included: [
    { type: 'stops', id: 's1', attributes: { sequence: 1, activity: 'LOADING' } },
    { type: 'stops', id: 's2', attributes: { sequence: 2, activity: 'UNLOADING' } },
    {
      type: 'tours',
      id: 't1',
      attributes: { reference: 'T-1' },
      relationships: { orders: { data: [{ type: 'orders', id: 'o1' }] } },
    },
  ],
};

describe('flatten', () => {
  it('merges attributes and included relationships', () => {
    const flat = flattenOne(order);
    expect(flat).toMatchObject({
      id: 'o1',
      type: 'orders',
      reference: 'ORD-1',
      stops: [
        { id: 's1', sequence: 1, activity: 'LOADING' },
        { id: 's2', sequence: 2, activity: 'UNLOADING' },
      ],
      tour: { id: 't1', reference: 'T-1' },
      goods: [],
      agency: null,
    });
  });

  it('resolves cycles to the same object', () => {
    const [flat] = flatten(order);
    const tour = flat?.tour as { orders: unknown[] };
    expect(tour.orders[0]).toBe(flat);
  });

  it('keeps a relationship that was not included as an identifier', () => {
    const [flat] = flatten({
      data: {
        type: 'users',
        id: 'u1',
        relationships: { organization: { data: { type: 'organizations', id: 'g' } } },
      },
    });
    expect(flat?.organization).toEqual({ id: 'g', type: 'organizations' });
  });

  it('reads a page with its meta and next link', () => {
    const page = flattenPage({
      data: [{ type: 'orders', id: 'a', attributes: { reference: 'A' } }],
      meta: { totalItems: 41, totalPages: 3, page: 1, size: 20 },
      links: { next: '/api/orders?page[number]=2' },
    });
    expect(page).toEqual({
      items: [{ id: 'a', type: 'orders', reference: 'A' }],
      meta: { totalItems: 41, totalPages: 3, page: 1, size: 20 },
      hasNext: true,
    });
  });
});
