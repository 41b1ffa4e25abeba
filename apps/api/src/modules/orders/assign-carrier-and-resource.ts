// The carrier and truck an orders-in request names for the order's tour: a known carrier agency charters the
// tour to it, a known resource pairs it; unknown ones are kept by name only when the organization allows it.
import { AppError } from '@cargolens/domain/errors';
import type { OrdersInPolicy } from '@cargolens/domain/orders';
import { isPaired } from '@cargolens/domain/pairing';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { OrderInput } from './order-input';
import type { OrdersInRepository, Tx } from './orders-in-repository';

const ATTR = '/data/attributes';

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
  let tour = await repository.findTour(tx, tourId);
  if (!tour) throw new Error(`tour ${tourId} vanished inside its transaction`);

  const carrier = input.carrier;
  if (carrier?.agency) {
    const agencyId = decodeId(carrier.agency);
    const agency = agencyId === undefined ? undefined : await repository.findCarrierAgency(tx, agencyId);
    if (!agency || agency.organization_id === organizationId)
      throw new AppError('validation.unknown_identifier', {
        detail: 'No carrier agency with this id',
        source: { pointer: `${ATTR}/carrier/agency` },
      });
    if (tour.carrier_agency_id !== agency.id) {
      await repository.updateTour(tx, tourId, {
        carrier_agency_id: agency.id,
        carrier_organization_id: agency.organization_id,
        unknown_carrier_name: null,
        chartering_status: 'REQUESTED',
        chartering_updated_at: new Date(),
      });
      await repository.setOrdersCarrier(tx, tourId, agency.organization_id);
      await repository.addTourEvent(tx, {
        organization_id: organizationId,
        tour_id: tourId,
        name: 'chartering_requested',
        user_id: session.userId,
        actor_organization_id: organizationId,
        details: JSON.stringify({ agencyId: agency.id, via: 'orders-in' }),
      });
    }
  } else if (carrier?.name) {
    if (!policy.allowUnknownCarrier)
      throw new AppError('validation.unknown_identifier', {
        detail:
          'Carriers not on Cargolens need the ALLOW_UNKNOWN_CARRIER feature; send carrier.agency instead',
        source: { pointer: `${ATTR}/carrier/name` },
      });
    if (tour.carrier_agency_id === null)
      await repository.updateTour(tx, tourId, { unknown_carrier_name: carrier.name });
  }

  if (!input.resource) return warnings;
  tour = (await repository.findTour(tx, tourId)) ?? tour;
  const owners = [organizationId, ...(tour.carrier_organization_id ? [tour.carrier_organization_id] : [])];
  const resource = await repository.findResourceByLabel(tx, owners, input.resource.label);
  if (resource && resource.id === tour.resource_id) return warnings;
  if (isPaired(tour.pairing_agency) && policy.blockPairingModification) {
    warnings.push('BLOCK_PAIRING_MODIFICATION: the tour keeps its pairing; the resource sent was ignored');
    return warnings;
  }
  if (resource) {
    await repository.updateTour(tx, tourId, {
      resource_id: resource.id,
      vehicle: resource.label,
      pairing_agency: 'SHIPPER',
      pairing_status: 'RESOURCE_PAIRED',
      paired_by_user_id: session.userId,
      paired_at: new Date(),
    });
    await repository.addTourEvent(tx, {
      organization_id: organizationId,
      tour_id: tourId,
      name: 'paired',
      user_id: session.userId,
      actor_organization_id: organizationId,
      details: JSON.stringify({ resourceId: resource.id, via: 'orders-in' }),
    });
    return warnings;
  }
  if (!policy.allowUnknownMean)
    throw new AppError('validation.unknown_identifier', {
      detail: 'Resources not on Cargolens need the ALLOW_UNKNOWN_MEAN feature',
      source: { pointer: `${ATTR}/resource/label` },
    });
  await repository.updateTour(tx, tourId, { vehicle: input.resource.label });
  return warnings;
}
