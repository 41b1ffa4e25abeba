// The minimal answer to an orders-in write (`Prefer: return=minimal`): what an integration needs to address
// the order again (id, self link, version for If-Match) without the six reads and the presentation of the
// full document, which cost about half of a create's server CPU (decision 0057).
import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';

const orderReceiptResource = resourceSchema('OrderReceipt', 'orders', {
  reference: z.string(),
  version: z.number().int(),
}).extend({ links: z.object({ self: z.string() }) });

export const orderReceiptDocument = z
  .strictObject({
    jsonapi: z.object({ version: z.literal('1.1') }),
    data: orderReceiptResource,
    meta: z.object({ warnings: z.array(z.string()) }).optional(),
  })
  .describe('With `Prefer: return=minimal`: the order as addressed, without its attributes and relations');

export type OrderReceiptDocument = z.output<typeof orderReceiptDocument>;

const receipts = new WeakSet<object>();

export function orderReceipt(
  saved: { orderId: number; reference: string; version: number; warnings: string[] },
  selfUrl: string,
): OrderReceiptDocument {
  const document: OrderReceiptDocument = {
    jsonapi: { version: '1.1' },
    data: {
      type: 'orders',
      id: encodeId(saved.orderId),
      attributes: { reference: saved.reference, version: saved.version },
      links: { self: selfUrl },
    },
    ...(saved.warnings.length ? { meta: { warnings: saved.warnings } } : {}),
  };
  receipts.add(document);
  return document;
}

export function isOrderReceipt(document: unknown): boolean {
  return typeof document === 'object' && document !== null && receipts.has(document);
}
