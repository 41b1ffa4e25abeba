// The SQL of chartering and pairing: read a tour's assignment, store what a domain transition decided (tour,
// its orders, its events) in the caller's transaction. Orders-in stores its charterings and pairings here too.
import {
  type AssignmentChange,
  type AssignmentState,
  isPaired,
  STATUSES_FOLLOWING_ASSIGNMENT,
} from '@cargolens/domain/pairing';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, ToursTable } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { tourDetailsQuery } from './tour-assignment-query';

export type Tx = Transaction<Database>;
type Reader = Kysely<Database> | Tx;

/** The tour as the tour read API reads it: its parties, chartering agency, paired mean and who paired it. */
export type AssignmentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof tourDetailsQuery>['executeTakeFirst']>>
>;

export function assignmentStateOf(row: AssignmentRow): AssignmentState {
  return {
    tourStatus: row.status,
    ownerOrganizationId: row.organization_id,
    chartering: {
      status: row.chartering_status,
      agencyId: row.carrier_agency_id,
      carrierOrganizationId: row.carrier_organization_id,
    },
    pairing: {
      status: row.pairing_status,
      agency: row.pairing_agency,
      resourceId: row.resource_id,
      resourceOrganizationId: row.mean_organization_id,
    },
  };
}

/** A tour the scope sees: its owner's, or chartered to the caller; anything else reads as missing. */
export function findAssignment(db: Reader, scope: TenantScope, tourId: number) {
  let query = tourDetailsQuery(db).where('t.id', '=', tourId);
  if (!scope.allOrganizations)
    query = query.where((eb) =>
      eb.or([
        eb('t.organization_id', '=', scope.organizationId),
        eb('t.carrier_organization_id', '=', scope.organizationId),
      ]),
    );
  return query.executeTakeFirst();
}

/** Orders-in reads the tour it is writing, already checked to be the caller's. */
export function findAssignmentOfTour(tx: Tx, tourId: number) {
  return tourDetailsQuery(tx).where('t.id', '=', tourId).executeTakeFirst();
}

/**
 * Stores a transition: the tour moves on from the version read (a concurrent writer finds no row and the
 * caller answers 409), its orders follow (carrier, lifecycle status), and its events are recorded.
 */
export async function applyAssignmentChange(
  tx: Tx,
  tour: { id: number; organization_id: number; version: number },
  change: AssignmentChange,
  actor: { userId: number; organizationId: number; via?: string },
): Promise<boolean> {
  const now = new Date();
  const { tour: columns } = change;
  const set: Updateable<ToursTable> = { version: tour.version + 1, updated_at: now };
  if (columns.charteringStatus !== undefined) {
    set.chartering_status = columns.charteringStatus;
    set.chartering_updated_at = now;
  }
  if (columns.carrierAgencyId !== undefined) set.carrier_agency_id = columns.carrierAgencyId;
  if (columns.carrierOrganizationId !== undefined) {
    set.carrier_organization_id = columns.carrierOrganizationId;
    // A carrier on the platform replaces the name of one that was not.
    if (columns.carrierOrganizationId !== null) set.unknown_carrier_name = null;
  }
  if (columns.pairingStatus !== undefined) set.pairing_status = columns.pairingStatus;
  if (columns.resourceId !== undefined) set.resource_id = columns.resourceId;
  if (columns.vehicle !== undefined) set.vehicle = columns.vehicle;
  if (columns.pairingAgency !== undefined) {
    set.pairing_agency = columns.pairingAgency;
    const paired = isPaired(columns.pairingAgency);
    set.paired_by_user_id = paired ? actor.userId : null;
    set.paired_at = paired ? now : null;
  }
  const updated = await tx
    .updateTable('tours')
    .set(set)
    .where('id', '=', tour.id)
    .where('version', '=', tour.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;

  const { carrierOrganizationId, status } = change.orders;
  await tx
    .updateTable('orders')
    .set((eb) => ({
      ...(carrierOrganizationId !== undefined ? { carrier_organization_id: carrierOrganizationId } : {}),
      current_status: eb
        .case()
        .when('current_status', 'in', STATUSES_FOLLOWING_ASSIGNMENT)
        .then(status)
        .else(eb.ref('current_status'))
        .end(),
    }))
    .where('tour_id', '=', tour.id)
    .execute();

  if (change.events.length > 0)
    await tx
      .insertInto('tour_events')
      .values(
        change.events.map((event) => ({
          organization_id: tour.organization_id,
          tour_id: tour.id,
          name: event.name,
          user_id: actor.userId,
          actor_organization_id: actor.organizationId,
          details: JSON.stringify(actor.via ? { ...event.details, via: actor.via } : event.details),
          occurred_at: now,
        })),
      )
      .execute();
  return true;
}
