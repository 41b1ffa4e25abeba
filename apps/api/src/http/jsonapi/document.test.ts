import { describe, expect, it } from 'vitest';
import { collectionDocument } from './document';

/** The links as each page's own URL gives them: the query kept as sent, the page parameters set in place. */
function expectedLink(selfUrl: URL, number: number, size: number) {
  const url = new URL(selfUrl);
  url.searchParams.set('page[number]', String(number));
  url.searchParams.set('page[size]', String(size));
  return url.toString();
}

describe('collectionDocument links', () => {
  it.each([
    'https://cargolens.example/api/orders?filter[transportMode]=ftl&sort=-departureDate',
    'https://cargolens.example/api/orders?page[number]=3&filter[search]=a%26b%3Dc+d&page[size]=7&page[number]=9',
    'https://cargolens.example/api/orders',
    'https://cargolens.example/api/orders?filter[search]=page%5Bnumber%5D%3D1&x=%E2%82%AC',
  ])('point each page at the query the client sent, with only its page changed (%s)', (self) => {
    const selfUrl = new URL(self);
    const doc = collectionDocument([], { number: 3, size: 7, totalItems: 50 }, selfUrl);
    expect(doc.links).toEqual({
      self: expectedLink(selfUrl, 3, 7),
      first: expectedLink(selfUrl, 1, 7),
      last: expectedLink(selfUrl, 8, 7),
      prev: expectedLink(selfUrl, 2, 7),
      next: expectedLink(selfUrl, 4, 7),
    });
  });
});
