// The tour an order goes on: the one it names (created when new, refused when finished), else the one it is
// already on, else a tour of its own named after it.
import { AppError } from '@cargolens/domain/errors';
import { isTourFinished } from '@cargolens/domain/tours';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Session } from '../../kernel/session';
import type { OrderInput } from './order-input';
import type { StopLocation } from './order-rows';
import type { ExistingOrder, OrdersInRepository, Reader, WriteContext } from './orders-in-repository';

export type OrderTour =
  | { id: number; lastSequence?: number; newTour?: undefined }
  /** A tour to create with the order. */
  | { id?: undefined; lastSequence?: undefined; newTour: Insertable<Database['tours']> };

/** Everything a write of one order works from, once its input has been checked. */
export interface OrderWrite {
  session: Session;
  organizationId: number;
  input: OrderInput;
  context: WriteContext;
  /** Where each stop is, in the order of input.stops. */
  locations: StopLocation[];
  tagIds: number[];
  fingerprint: string;
}

export async function orderTour(
  repository: OrdersInRepository,
  tx: Reader,
  write: OrderWrite,
  existing: ExistingOrder | undefined,
): Promise<OrderTour> {
  const { input, context, organizationId, session } = write;
  const newTour = (reference: string) => ({
    newTour: { organization_id: organizationId, reference, created_by_user_id: session.userId },
  });
  if (input.tour) {
    const named = context.namedTour;
    if (!named) return newTour(input.tour.reference);
    if (isTourFinished(named.status)) throw new AppError('tour.finished_error', { field: ['tour'] });
    return { id: named.id, lastSequence: named.lastSequence };
  }
  if (existing?.tour_id) {
    if (context.currentTourStatus && isTourFinished(context.currentTourStatus))
      throw new AppError('tour.finished_error', { detail: 'The order is on a finished tour' });
    return { id: existing.tour_id };
  }
  // Its own tour takes its reference, suffixed when a tour of that name exists.
  if (!context.namedTour) return newTour(input.reference);
  for (let attempt = 2; ; attempt++) {
    const reference = `${input.reference}-${attempt}`;
    if (!(await repository.tourReferenceTaken(tx, organizationId, reference))) return newTour(reference);
  }
}
