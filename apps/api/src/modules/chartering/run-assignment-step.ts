// One chartering or pairing step, the same for every route: find the tour in the caller's scope, check the
// caller may take the step (domain), check the version they read, let the domain decide, store it. Internal
// ids and field paths (decision 0222).
import { AppError, type FieldPath } from '@cargolens/domain/errors';
import {
  type AssignmentCommand,
  type AssignmentState,
  assignmentCommandAllowed,
  type TourCaller,
  type Transition,
} from '@cargolens/domain/pairing';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import {
  type AssignmentRow,
  applyAssignmentChange,
  assignmentStateOf,
  findAssignmentOfTour,
  type Tx,
} from './assignment-repository';
import type { CharteringRepository } from './repository';

export interface AssignmentStep {
  session: Session;
  /** The tour's id, from the path. */
  tourId: number;
  /** The version the caller read (If-Match or meta.version); absent means "whatever it is now". */
  expectedVersion?: number | undefined;
  command: AssignmentCommand;
  /** The domain's decision; it may look up what the request names (agency, resource) in the transaction. */
  decide: (state: AssignmentState, tx: Tx) => Promise<Transition>;
  /** The field a refusal of what the request names points at (e.g. the agency relationship). */
  refusalField?: Partial<Record<string, FieldPath>>;
}

/** The session's active features come with its token (decision 0080): no query per step. */
export async function callerOf(_repository: CharteringRepository, session: Session): Promise<TourCaller> {
  return { organizationId: session.organizationId, roles: session.roles, features: session.features };
}

/**
 * Runs the step in one transaction; nothing is written when it fails. Returns the tour as the step left it,
 * read past the scope: a carrier that refused still gets the answer to its own request.
 */
export function createAssignmentStepRunner(repository: CharteringRepository) {
  return async function runAssignmentStep(step: AssignmentStep): Promise<AssignmentRow> {
    const { tourId } = step;
    const scope = scopeOf(step.session);
    const caller = await callerOf(repository, step.session);
    return repository.transaction(async (tx) => {
      const tour = await repository.findAssignment(scope, tourId, tx);
      if (!tour) throw new AppError('http.not_found', { detail: 'Tour not found' });
      const parties = {
        ownerOrganizationId: tour.organization_id,
        carrierOrganizationId: tour.carrier_organization_id,
      };
      if (!assignmentCommandAllowed(step.command, parties, caller))
        throw new AppError('http.access_denied_error', {
          detail: `Your organization or profile may not ${step.command.toLowerCase().replaceAll('_', ' ')} on this tour`,
        });
      if (step.expectedVersion !== undefined && step.expectedVersion !== tour.version)
        throw new AppError('http.conflict_error', {
          detail: `The tour is at version ${tour.version}, not ${step.expectedVersion}: read it again`,
        });
      const transition = await step.decide(assignmentStateOf(tour), tx);
      if (transition.kind === 'refused') {
        const field = step.refusalField?.[transition.code];
        throw new AppError(transition.code, { detail: transition.detail, ...(field ? { field } : {}) });
      }
      if (transition.kind === 'unchanged') return tour;
      const stored = await applyAssignmentChange(tx, tour, transition.change, {
        userId: step.session.userId,
        organizationId: step.session.organizationId,
      });
      if (!stored)
        throw new AppError('http.conflict_error', { detail: 'The tour was changed by another request' });
      const after = await findAssignmentOfTour(tx, tourId);
      if (!after) throw new Error(`tour ${tourId} vanished inside its transaction`);
      return after;
    });
  };
}

export type AssignmentStepRunner = ReturnType<typeof createAssignmentStepRunner>;
