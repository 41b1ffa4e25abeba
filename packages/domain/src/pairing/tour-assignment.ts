// What chartering and pairing transitions read and what they change, as plain data: the API stores a change,
// orders-in makes the same ones, and the web asks the same functions what a user may do.
import type { ErrorCode } from '../errors';
import type { TourEventName } from '../tours';
import type { CharteringStatus } from './chartering-state';
import type { PairingAgency, PairingStatus } from './pairing-statuses';

/** The order lifecycle statuses (§4) that chartering and pairing give the orders of a tour. */
export const ASSIGNMENT_ORDER_STATUSES = [
  'ORDER_PENDING_WAITING_CONFIRMATION',
  'ORDER_CONFIRMED',
  'ORDER_IS_REFUSED',
  'ORDER_IS_UNCHARTERED',
  'ORDER_TO_BE_CONFIRMED',
  'ORDER_WAITING_TO_PAIR',
  'ORDER_IS_PAIR',
  'ORDER_IS_UNPAIR',
] as const;
export type AssignmentOrderStatus = (typeof ASSIGNMENT_ORDER_STATUSES)[number];

/**
 * The statuses an order leaves when its tour is chartered or paired: the lifecycle before tracking. Once
 * the truck drives (DRIVING_TO_LOAD, ARR_LOAD…), or the order is cancelled, unfinished or not trackable,
 * its status tells more than who carries it, so it stays.
 */
export const STATUSES_FOLLOWING_ASSIGNMENT: readonly string[] = [
  'ORDER_CREATED',
  'ORDER_PENDING',
  'ORDER_MODIFIED',
  ...ASSIGNMENT_ORDER_STATUSES,
];

export interface AssignmentState {
  /** Tour status (§4); FINISHED blocks every change. */
  readonly tourStatus: string | null;
  readonly ownerOrganizationId: number;
  readonly chartering: {
    readonly status: string;
    readonly agencyId: number | null;
    readonly carrierOrganizationId: number | null;
  };
  readonly pairing: {
    readonly status: string;
    readonly agency: string;
    readonly resourceId: number | null;
    /** The organization the paired resource belongs to, when there is one. */
    readonly resourceOrganizationId: number | null;
  };
}

/** The tour's columns a transition sets; the others stay. */
export interface TourAssignmentColumns {
  charteringStatus?: CharteringStatus;
  carrierAgencyId?: number | null;
  carrierOrganizationId?: number | null;
  pairingStatus?: PairingStatus;
  pairingAgency?: PairingAgency;
  resourceId?: number | null;
  /** The vehicle shown with the tour: the paired resource's label. */
  vehicle?: string | null;
}

export interface TourEventRecord {
  readonly name: TourEventName;
  readonly details: Readonly<Record<string, number | string | null>>;
}

export interface AssignmentChange {
  readonly tour: Readonly<TourAssignmentColumns>;
  readonly events: readonly TourEventRecord[];
  readonly orders: {
    /** Who sees the tour's orders as their carrier; absent when it stays. */
    readonly carrierOrganizationId?: number | null;
    readonly status: AssignmentOrderStatus;
  };
}

export type Transition =
  | { readonly kind: 'change'; readonly change: AssignmentChange }
  /** The tour already is as asked: nothing to store, no event. */
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'refused'; readonly code: ErrorCode; readonly detail: string };

export function refused(code: ErrorCode, detail: string): Transition {
  return { kind: 'refused', code, detail };
}

export function changed(change: AssignmentChange): Transition {
  return { kind: 'change', change };
}

export function finishedTour(): Transition {
  return refused('tour.finished_error', 'A finished tour cannot be chartered, paired or have either changed');
}
