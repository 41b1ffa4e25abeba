// Chartering use cases (shipment-domain §3 Tour chartering, §4): read a tour's assignment, list the
// agencies a tour can be chartered to, request, answer and end a chartering. Internal ids and field paths
// (decision 0222).
import { AppError, type FieldPath } from '@cargolens/domain/errors';
import {
  allowedAssignmentCommands,
  confirmChartering,
  refuseChartering,
  requestChartering,
  tourAssignmentPermissions,
  uncharterTour,
} from '@cargolens/domain/pairing';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import { type AssignmentRow, assignmentStateOf } from './assignment-repository';
import type { CharteringRepository } from './repository';
import { callerOf, createAssignmentStepRunner } from './run-assignment-step';

const AGENCY: FieldPath = ['relationships', 'agency', 'id'];

export interface Versioned {
  expectedVersion?: number | undefined;
}

export function createCharteringService(repository: CharteringRepository) {
  const runStep = createAssignmentStepRunner(repository);

  return {
    runStep,

    /** The tour's chartering and pairing. */
    async assignment(session: Session, id: number): Promise<AssignmentRow> {
      const row = await repository.findAssignment(scopeOf(session), id);
      if (!row) throw new AppError('http.not_found', { detail: 'Tour not found' });
      return row;
    },

    /** What the caller may do about the tour's chartering and pairing. */
    async rightsOn(session: Session, row: AssignmentRow) {
      const caller = await callerOf(repository, session);
      const parties = {
        ownerOrganizationId: row.organization_id,
        carrierOrganizationId: row.carrier_organization_id,
      };
      return {
        permissions: tourAssignmentPermissions(parties, caller),
        allowedCommands: allowedAssignmentCommands(assignmentStateOf(row), caller),
      };
    },

    carrierAgencies(session: Session, search: string | undefined, page: { number: number; size: number }) {
      return repository.carrierAgencies(scopeOf(session), search, page);
    },

    /** Start a chartering, or move it to another agency; the agency then confirms or refuses. */
    request(session: Session, tourId: number, agencyId: number, options: Versioned) {
      return runStep({
        session,
        tourId,
        expectedVersion: options.expectedVersion,
        command: 'REQUEST_CHARTERING',
        refusalField: { 'agency.not_found_error': AGENCY },
        decide: async (state, tx) => {
          const agency = await repository.findAgency(tx, agencyId);
          if (!agency)
            throw new AppError('agency.not_found_error', {
              detail: 'No carrier agency with this id',
              field: AGENCY,
            });
          return requestChartering(state, {
            id: agency.id,
            organizationId: agency.organization_id,
            profile: agency.profile,
          });
        },
      });
    },

    answer(session: Session, tourId: number, answer: 'CONFIRMED' | 'REFUSED', options: Versioned) {
      return runStep({
        session,
        tourId,
        expectedVersion: options.expectedVersion,
        command: answer === 'CONFIRMED' ? 'CONFIRM_CHARTERING' : 'REFUSE_CHARTERING',
        decide: async (state) =>
          answer === 'CONFIRMED' ? confirmChartering(state) : refuseChartering(state),
      });
    },

    uncharter(session: Session, tourId: number, options: Versioned) {
      return runStep({
        session,
        tourId,
        expectedVersion: options.expectedVersion,
        command: 'UNCHARTER',
        decide: async (state) => uncharterTour(state),
      });
    },
  };
}

export type CharteringService = ReturnType<typeof createCharteringService>;
