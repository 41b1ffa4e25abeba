// Pairing use cases (shipment-domain §3 Tour pair, §4): set the tour's resource with its pairing status and
// pairing agency, or take it off. The steps run like chartering's (same runner, same concurrency rule).
import { AppError } from '@cargolens/domain/errors';
import {
  type PairingAgency,
  type PairingStatus,
  pairableResourceOwners,
  pairResource,
  unpairTour,
} from '@cargolens/domain/pairing';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { AssignmentStepRunner, CharteringRepository, Versioned } from '../chartering';

const RESOURCE = { pointer: '/data/relationships/resource/data/id' };

export interface PairingInput {
  resourceId: string;
  status?: PairingStatus | undefined;
  pairingAgency?: PairingAgency | undefined;
}

export function createPairingService(repository: CharteringRepository, runStep: AssignmentStepRunner) {
  return {
    pair(session: Session, tourId: string, input: PairingInput, options: Versioned) {
      return runStep({
        session,
        tourId,
        expectedVersion: options.expectedVersion,
        command: 'PAIR',
        refusalSource: { 'http.not_found': RESOURCE },
        decide: async (state, tx) => {
          const id = decodeId(input.resourceId);
          // Only the owner's and the carrier's resources can drive the tour; any other id reads as missing.
          const resource =
            id === undefined
              ? undefined
              : await repository.findResource(tx, id, pairableResourceOwners(state));
          if (!resource)
            throw new AppError('http.not_found', {
              detail: 'No active resource with this id',
              source: RESOURCE,
            });
          return pairResource(state, {
            resource: { id: resource.id, organizationId: resource.organization_id, label: resource.label },
            ...(input.status ? { status: input.status } : {}),
            ...(input.pairingAgency ? { pairingAgency: input.pairingAgency } : {}),
          });
        },
      });
    },

    unpair(session: Session, tourId: string, options: Versioned) {
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
