// Pairing use cases (shipment-domain §3 Tour pair, §4): set the tour's resource with its pairing status and
// pairing agency, or take it off. The steps run like chartering's (same runner, same concurrency rule), over
// internal ids and field paths (decision 0222).
import { AppError, type FieldPath } from '@cargolens/domain/errors';
import {
  type PairingAgency,
  type PairingStatus,
  pairableResourceOwners,
  pairResource,
  unpairTour,
} from '@cargolens/domain/pairing';
import type { Session } from '../../kernel/session';
import type { AssignmentStepRunner, CharteringRepository, Versioned } from '../chartering';

const RESOURCE: FieldPath = ['relationships', 'resource', 'id'];

export interface PairingInput {
  resourceId: number;
  status?: PairingStatus | undefined;
  pairingAgency?: PairingAgency | undefined;
}

export function createPairingService(repository: CharteringRepository, runStep: AssignmentStepRunner) {
  return {
    pair(session: Session, tourId: number, input: PairingInput, options: Versioned) {
      return runStep({
        session,
        tourId,
        expectedVersion: options.expectedVersion,
        command: 'PAIR',
        refusalField: { 'http.not_found': RESOURCE },
        decide: async (state, tx) => {
          // Only the owner's and the carrier's resources can drive the tour; any other id reads as missing.
          const resource = await repository.findResource(tx, input.resourceId, pairableResourceOwners(state));
          if (!resource)
            throw new AppError('http.not_found', {
              detail: 'No active resource with this id',
              field: RESOURCE,
            });
          return pairResource(state, {
            resource: { id: resource.id, organizationId: resource.organization_id, label: resource.label },
            ...(input.status ? { status: input.status } : {}),
            ...(input.pairingAgency ? { pairingAgency: input.pairingAgency } : {}),
          });
        },
      });
    },

    unpair(session: Session, tourId: number, options: Versioned) {
      return runStep({
        session,
        tourId,
        expectedVersion: options.expectedVersion,
        command: 'UNPAIR',
        decide: async (state) => unpairTour(state),
      });
    },
  };
}

export type PairingService = ReturnType<typeof createPairingService>;
