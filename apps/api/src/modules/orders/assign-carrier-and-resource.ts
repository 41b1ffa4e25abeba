// The carrier and truck an orders-in request names for the order's tour: a known carrier agency charters the
// tour to it, a known resource pairs it; unknown ones are kept by name only when the organization allows it.
// The chartering and pairing steps are the domain's, stored as the chartering API stores them. Internal ids and
// field paths (decision 0222).
import { AppError, type FieldPath } from '@cargolens/domain/errors';
import type { OrdersInPolicy } from '@cargolens/domain/orders';
import {
  type AssignmentState,
  ordersInKeepsPairing,
  pairableResourceOwners,
  pairResource,
  requestChartering,
  type Transition,
} from '@cargolens/domain/pairing';
import type { Session } from '../../kernel/session';
import { applyAssignmentChange, assignmentStateOf, findAssignmentOfTour } from '../chartering';
import type { OrderInput } from './order-input';
import type { OrdersInRepository, Tx } from './orders-in-repository';

export async function assignCarrierAndResource(
  repository: OrdersInRepository,
  tx: Tx,
  context: {
    session: Session;
    organizationId: number;
    tourId: number;
    input: OrderInput;
    policy: OrdersInPolicy;
  },
): Promise<string[]> {
  const { session, organizationId, tourId, input, policy } = context;
  const warnings: string[] = [];
  if (!input.carrier && !input.resource) return warnings;
  const actor = { userId: session.userId, organizationId, via: 'orders-in' };

  /** Stores a transition the caller already checked, on the tour as it is now. */
  async function apply(decide: (state: AssignmentState) => Transition, field: FieldPath): Promise<void> {
    const tour = await findAssignmentOfTour(tx, tourId);
    if (!tour) throw new Error(`tour ${tourId} vanished inside its transaction`);
    const transition = decide(assignmentStateOf(tour));
    if (transition.kind === 'refused')
      throw new AppError('validation.unknown_identifier', { detail: transition.detail, field });
    if (transition.kind === 'change' && !(await applyAssignmentChange(tx, tour, transition.change, actor)))
      throw new AppError('http.conflict_error', { detail: 'The tour was changed by another request' });
  }

  const carrier = input.carrier;
  if (carrier?.agency) {
    const field: FieldPath = ['carrier', 'agency'];
    const agency = await repository.findCarrierAgency(tx, carrier.agency);
    if (!agency)
      throw new AppError('validation.unknown_identifier', {
        detail: 'No carrier agency with this id',
        field,
      });
    await apply(
      (state) =>
        requestChartering(state, {
          id: agency.id,
          organizationId: agency.organization_id,
          profile: agency.profile,
        }),
      field,
    );
  } else if (carrier?.name) {
    if (!policy.allowUnknownCarrier)
      throw new AppError('validation.unknown_identifier', {
        detail:
          'Carriers not on Cargolens need the ALLOW_UNKNOWN_CARRIER feature; send carrier.agency instead',
        field: ['carrier', 'name'],
      });
    const tour = await repository.findTour(tx, tourId);
    if (tour?.carrier_agency_id === null)
      await repository.updateTour(tx, tourId, { unknown_carrier_name: carrier.name });
  }

  if (!input.resource) return warnings;
  const tour = await findAssignmentOfTour(tx, tourId);
  if (!tour) throw new Error(`tour ${tourId} vanished inside its transaction`);
  const state = assignmentStateOf(tour);
  const resource = await repository.findResourceByLabel(
    tx,
    pairableResourceOwners(state),
    input.resource.label,
  );
  if (resource && resource.id === tour.resource_id) return warnings;
  if (ordersInKeepsPairing(state, policy.blockPairingModification)) {
    warnings.push('BLOCK_PAIRING_MODIFICATION: the tour keeps its pairing; the resource sent was ignored');
    return warnings;
  }
  if (resource) {
    await apply(
      (current) =>
        pairResource(current, {
          resource: { id: resource.id, organizationId: resource.organization_id, label: resource.label },
          status: 'RESOURCE_PAIRED',
          pairingAgency: 'SHIPPER',
        }),
      ['resource', 'label'],
    );
    return warnings;
  }
  if (!policy.allowUnknownMean)
    throw new AppError('validation.unknown_identifier', {
      detail: 'Resources not on Cargolens need the ALLOW_UNKNOWN_MEAN feature',
      field: ['resource', 'label'],
    });
  await repository.updateTour(tx, tourId, { vehicle: input.resource.label });
  return warnings;
}
