// The documented bulk action: the demo shipper tags its two oldest orders "Fragile". Ids are those of the
// demo data set, which is seeded deterministically; bulk-actions.test.ts checks they still name those.
export const BULK_ACTION_EXAMPLE = {
  data: {
    type: 'orderBulkActions',
    attributes: { action: 'addTag' },
    relationships: {
      orders: {
        data: [
          { type: 'orders', id: 'pAPzhFqW' },
          { type: 'orders', id: 'yroRh72S' },
        ],
      },
      tag: { data: { type: 'tags', id: '0WUpxhv6' } },
    },
  },
};
