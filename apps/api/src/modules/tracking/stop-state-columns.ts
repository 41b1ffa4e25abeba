// The domain's stop and order progress rules turned into the columns that store them (migration 0035, decision
// 0065). Shared by refreshStopStates and the seeders, so that demo, benchmark and live rows hold the same values.
import { orderNextStop } from '@cargolens/domain/orders';
import { type StopState, stopStates } from '@cargolens/domain/stops';

export interface StopFactsRow {
  id: number;
  arrived_at: Date | null;
  left_at: Date | null;
  is_skipped: boolean;
  planned_start: Date | null;
  planned_end: Date | null;
  appointment_start: Date | null;
  appointment_end: Date | null;
  eta_status: string | null;
}

export interface StopStateColumns {
  summary_state: string;
  is_done: boolean;
  is_next_stop: boolean;
  is_driving: boolean;
  is_on_site: boolean;
  is_on_site_late: boolean;
  is_completion_late: boolean;
}

/** The columns of StopStateColumns, as the statements that read or write them name them. */
export const STOP_STATE_COLUMNS = [
  'summary_state',
  'is_done',
  'is_next_stop',
  'is_driving',
  'is_on_site',
  'is_on_site_late',
  'is_completion_late',
] as const satisfies readonly (keyof StopStateColumns)[];

export interface OrderProgressRow {
  loading_stop_id: number | null;
  delivery_stop_id: number | null;
  cancelled_at: Date | null;
}

export interface OrderNextStopColumns {
  next_stop_point: string | null;
  next_stop_eta_state: string | null;
}

function columnsOf(state: StopState): StopStateColumns {
  return {
    summary_state: state.summaryState,
    is_done: state.isDone,
    is_next_stop: state.isNextStop,
    is_driving: state.isDriving,
    is_on_site: state.onSite.isOnSite,
    is_on_site_late: state.onSite.isLate,
    is_completion_late: state.completionState.isLate,
  };
}

/** One tour's stops, in itinerary order, to the columns of their states. */
export function stopStateColumns(stops: readonly StopFactsRow[], tourStatus: string): StopStateColumns[] {
  const states = stopStates(
    stops.map((stop) => ({
      arrivedAt: stop.arrived_at,
      leftAt: stop.left_at,
      isSkipped: stop.is_skipped,
      planned: { startAt: stop.planned_start, endAt: stop.planned_end },
      appointment: { startAt: stop.appointment_start, endAt: stop.appointment_end },
    })),
    { started: tourStatus !== 'NOT_STARTED' },
  );
  return states.map(columnsOf);
}

/** An order's next stop point and its ETA state, from its two stops' stored states. */
export function orderNextStopColumns(
  order: OrderProgressRow,
  stops: ReadonlyMap<number, StopFactsRow & StopStateColumns>,
  tourStatus: string | null,
): OrderNextStopColumns {
  const point = (id: number | null) => {
    const stop = id === null ? undefined : stops.get(id);
    return stop ? { isDone: stop.is_done, isSkipped: stop.is_skipped, etaStatus: stop.eta_status } : null;
  };
  const next = orderNextStop({
    departure: point(order.loading_stop_id),
    arrival: point(order.delivery_stop_id),
    isCancelled: order.cancelled_at !== null,
    tourStatus,
  });
  return { next_stop_point: next.nextStopPoint, next_stop_eta_state: next.nextStopPointEtaState };
}

/**
 * The states of a tour created with these stops (none reached, tour NOT_STARTED) and of the order on it: they
 * follow from the stops' order alone, so orders-in writes them with the rows instead of reading them back.
 */
export function newTourStates(
  stopIds: readonly number[],
  order: OrderProgressRow,
): { stops: StopStateColumns[]; order: OrderNextStopColumns } {
  const facts = stopIds.map(
    (id): StopFactsRow => ({
      id,
      arrived_at: null,
      left_at: null,
      is_skipped: false,
      planned_start: null,
      planned_end: null,
      appointment_start: null,
      appointment_end: null,
      eta_status: null,
    }),
  );
  const stops = stopStateColumns(facts, 'NOT_STARTED');
  const byId = new Map(facts.map((fact, i) => [fact.id, { ...fact, ...stops[i]! }]));
  return { stops, order: orderNextStopColumns(order, byId, 'NOT_STARTED') };
}
