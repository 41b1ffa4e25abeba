import { MAX_BULK_ORDERS } from '@cargolens/domain/orders';
import { ORDER_TAG_ACTIONS } from '@cargolens/domain/tags';
import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { toOneIdBody } from '../../http/jsonapi/public-id-schemas';
import { BULK_ACTION_EXAMPLE } from './bulk-action-example';

export const BULK_ACTIONS = [...ORDER_TAG_ACTIONS, 'cancel'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

// The orders stay as sent: the results echo them (the route decodes them, decision 0222).
const orderIdentifier = z.strictObject({ type: z.literal('orders'), id: z.string().min(1).max(32) });

export const bulkActionBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('orderBulkActions'),
      attributes: z.strictObject({
        action: z
          .enum(BULK_ACTIONS)
          .describe(
            'addTag / removeTag: put the tag on or take it off each order; cancel: cancel each order',
          ),
      }),
      relationships: z.strictObject({
        orders: z
          .strictObject({ data: z.array(orderIdentifier).min(1).max(MAX_BULK_ORDERS) })
          .describe(`The selected orders, at most ${MAX_BULK_ORDERS}`),
        tag: toOneIdBody('tags').optional().describe('The tag of addTag and removeTag'),
      }),
    }),
  })
  .meta(
    requestExamples({
      tag: { summary: 'Tag two orders of the demo shipper', value: BULK_ACTION_EXAMPLE },
    }),
  );
