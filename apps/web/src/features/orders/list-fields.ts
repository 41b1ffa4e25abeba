// What each column of the orders list reads of an order: the list asks the API for those fields only
// (`fields[orders]`, decision 0172), so a page carries what the table shows rather than every attribute.
import type { OrderListColumn } from '@cargolens/domain/orders';
import type { Order } from './types';

type OrderField = Exclude<keyof Order, 'id' | 'type'>;

export const COLUMN_FIELDS: Record<OrderListColumn, readonly OrderField[]> = {
  reference: ['reference'],
  clientReference: ['clientReference'],
  status: ['currentStatus'],
  transportMode: ['transportMode'],
  departure: ['departure'],
  arrival: ['arrival'],
  // The next stop is one of departure and arrival, named by nextStopPoint.
  nextStopPoint: ['nextStopPoint', 'departure', 'arrival'],
  nextStopPointIssue: ['nextStopPointEtaState'],
  timeline: ['currentStatus'],
  tags: ['tags'],
  ownerName: ['ownerName'],
  charteringName: ['charteredName'],
  tourReference: ['tourReference'],
  mean: ['mean'],
  meanName: ['mean'],
  goods: ['goods'],
  consignmentReference: ['consignmentReference'],
  bookingReferences: ['bookingReference'],
  billOfLading: ['billOfLadingReference'],
  containerReference: ['containerReference'],
  createdAt: ['createdAt'],
  // Open, and cancel when the caller may and the order is not cancelled yet (OrderRowActions).
  actions: ['reference', 'permissions', 'cancelledAt'],
};

/** The row's own label and the selection's (BulkActionsBar) are its reference, whatever the columns. */
const ALWAYS: readonly OrderField[] = ['reference'];

/** The `fields[orders]` of a list showing these columns: sorted, so that the same columns ask the same URL. */
export function listFields(columns: readonly OrderListColumn[]): string {
  return [...new Set([...ALWAYS, ...columns.flatMap((column) => COLUMN_FIELDS[column])])].sort().join(',');
}
