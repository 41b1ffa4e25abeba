/** The stop fields that say whether a tour still has to go there. */
export interface ItineraryStop {
  readonly sequence: number;
  readonly leftAt?: unknown;
  readonly isSkipped?: boolean | null;
}

/**
 * The tour's next stop: the first one in itinerary order that was neither left nor skipped (the one the
 * truck is driving to or standing at). Undefined once every stop is behind it.
 */
export function nextStop<S extends ItineraryStop>(stops: readonly S[]): S | undefined {
  return [...stops]
    .sort((a, b) => a.sequence - b.sequence)
    .find((stop) => (stop.leftAt === null || stop.leftAt === undefined) && !stop.isSkipped);
}
