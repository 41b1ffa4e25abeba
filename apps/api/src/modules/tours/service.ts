// Tours as a caller may see them: the owner's, and those chartered to the caller (decision 0045). Takes internal
// ids and names fields by path (decision 0222).
import { AppError } from '@cargolens/domain/errors';
import { type TourAssignmentPermissions, tourAssignmentPermissions } from '@cargolens/domain/pairing';
import { canOpenTourDetails } from '@cargolens/domain/tours';
import type { PageRequest } from '../../db/paging';
import { actingOrganizationId, organizationFilterId } from '../../kernel/acting-organization-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import type {
  OrderStopRow,
  TourEventRow,
  TourFilters,
  TourOrderRow,
  TourRow,
  TourSort,
  TourStopRow,
  ToursRepository,
} from './repository';

export type Caller = Pick<Session, 'userId' | 'organizationId' | 'roles'>;
export type TourInclude = 'orders' | 'stops' | 'events';

export interface ListToursInput {
  filters: Omit<TourFilters, 'organizationId'> & { organization?: number };
  sort: TourSort[];
  page: PageRequest;
  include: Set<TourInclude>;
}

/** Tours with what their presentation needs: what a route presents, or a job works on. */
export interface ToursWithRelated {
  tours: TourRow[];
  /** Every stop of these tours, in itinerary order (first, last and next stop come from them). */
  stops: TourStopRow[];
  /** Their orders the caller may see. */
  orders: TourOrderRow[];
  /** What those orders do at each stop, when the stops are presented. */
  orderStops: OrderStopRow[];
  events: TourEventRow[];
  /** The caller's chartering and pairing permissions per tour id. */
  permissions: Map<number, TourAssignmentPermissions>;
  include: Set<TourInclude>;
}

const DETAIL_INCLUDES = new Set<TourInclude>(['orders', 'stops', 'events']);

function notFound(): never {
  // Another organization's tour is reported exactly like a missing one: no existence leak.
  throw new AppError('http.not_found', { detail: 'Tour not found' });
}

export function createToursService(repository: ToursRepository) {
  async function withRelated(
    scope: TenantScope,
    caller: Caller,
    tours: TourRow[],
    include: Set<TourInclude>,
    profileFeatures: string[],
  ): Promise<ToursWithRelated> {
    const tourIds = tours.map((tour) => tour.id);
    const [stops, orders, events] = await Promise.all([
      repository.stopsOf(tourIds),
      repository.ordersOf(scope, tourIds),
      include.has('events') && tours[0] ? repository.eventsOf(tours[0], scope) : [],
    ]);
    const orderStops = include.has('stops')
      ? await repository.orderStopsOf(
          scope,
          stops.map((stop) => stop.id),
        )
      : [];
    const who = { organizationId: caller.organizationId, roles: caller.roles, features: profileFeatures };
    const permissions = new Map(
      tours.map((tour) => [
        tour.id,
        tourAssignmentPermissions(
          { ownerOrganizationId: tour.organization_id, carrierOrganizationId: tour.carrier_organization_id },
          who,
        ),
      ]),
    );
    return { tours, stops, orders, orderStops, events, permissions, include };
  }

  /** The details of a tour the caller sees, unless its organization blocks tour details (403). */
  async function details(scope: TenantScope, caller: Caller, tour: TourRow | undefined) {
    if (!tour) notFound();
    const features = await repository.callerFeatures(caller.userId);
    if (!canOpenTourDetails({ roles: caller.roles, organizationFeatures: features.organization }))
      throw new AppError('http.access_denied_error', {
        detail: 'Tour details are blocked for this organization (BLOCK_TOUR_DETAILS_ACCESS)',
      });
    return withRelated(scope, caller, [tour], DETAIL_INCLUDES, features.profile);
  }

  return {
    async list(scope: TenantScope, caller: Caller, input: ListToursInput) {
      const { organization, ...filters } = input.filters;
      const organizationId = organizationFilterId(scope, organization);
      const [{ tours, total }, features] = await Promise.all([
        repository.listPage(scope, { ...filters, organizationId }, input.sort, input.page),
        repository.callerFeatures(caller.userId),
      ]);
      return { ...(await withRelated(scope, caller, tours, input.include, features.profile)), total };
    },

    async get(scope: TenantScope, caller: Caller, id: number) {
      return details(scope, caller, await repository.find(scope, id));
    },

    async getByReference(scope: TenantScope, caller: Caller, reference: string) {
      return details(scope, caller, await repository.findByReference(scope, reference));
    },

    /** shipment-domain §7 HEAD /organization/tours/reference/{reference}: does the organization use it? */
    async referenceExists(scope: TenantScope, reference: string, organization?: number) {
      const organizationId = actingOrganizationId(scope, organization, ['parameter', 'organization']);
      return repository.referenceExists(organizationId, reference);
    },
  };
}

export type ToursService = ReturnType<typeof createToursService>;
