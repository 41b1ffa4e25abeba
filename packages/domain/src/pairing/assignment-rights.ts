import { isTourFinished } from '../tours';
import { isPaired } from './pairing-statuses';

export const ACTION_PERMISSIONS = ['MODIFY', 'READ'] as const;
export type ActionPermission = (typeof ACTION_PERMISSIONS)[number];

export interface AssignmentRights {
  /** May charter (or pair) a tour that is not chartered (or paired) yet. */
  readonly canStart: boolean;
  /** May change an existing chartering (or pairing). */
  readonly canEdit: boolean;
}

const NONE: AssignmentRights = { canStart: false, canEdit: false };

/**
 * shipment-domain.txt §4: MODIFY lets a user start or edit; editing needs the
 * tour to be chartered/paired already; a finished tour can be neither. Start
 * is offered only while nothing is assigned, so the UI never shows "charter"
 * and "edit chartering" side by side.
 */
export function assignmentRights(input: {
  readonly tourStatus?: string | null;
  readonly permissions?: readonly string[] | null;
  readonly isAssigned: boolean;
}): AssignmentRights {
  if (isTourFinished(input.tourStatus) || !input.permissions?.includes('MODIFY')) return NONE;
  return { canStart: !input.isAssigned, canEdit: input.isAssigned };
}

export function charteringRights(tour: {
  readonly status?: string | null;
  readonly chartering?: {
    readonly isActive?: boolean | null;
    readonly permissions?: readonly string[] | null;
  } | null;
}): AssignmentRights {
  return assignmentRights({
    tourStatus: tour.status,
    permissions: tour.chartering?.permissions,
    isAssigned: tour.chartering?.isActive === true,
  });
}

export function pairingRights(tour: {
  readonly status?: string | null;
  readonly pair?: {
    readonly pairingAgency?: string | null;
    readonly permissions?: readonly string[] | null;
  } | null;
}): AssignmentRights {
  return assignmentRights({
    tourStatus: tour.status,
    permissions: tour.pair?.permissions,
    isAssigned: isPaired(tour.pair?.pairingAgency),
  });
}
