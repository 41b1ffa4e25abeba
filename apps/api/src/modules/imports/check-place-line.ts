// One line of the places import checked: the field rules first, then the position (the line's, its polygon's
// centre, or the geocoder's), then the drawn circle; the places API's own steps (new-place.ts).
import { AppError, messageOf } from '@cargolens/domain/errors';
import type { GeofenceCollection } from '@cargolens/domain/geo';
import type { PlacesService } from '../places';
import { type CheckedFence, centreOf, newPlaceValues, normalisedPlace, placeIssues } from '../places';
import type { ImportContext, ImportLine, LineError } from './importer';
import { columnOf, placeLine } from './place-line';

export type PlaceRow = ReturnType<typeof newPlaceValues>;

/** The line's row, or its errors: the field rules first, then the position, then the drawn circle. */
export async function checkPlaceLine(
  places: Pick<PlacesService, 'locate'>,
  context: ImportContext,
  line: ImportLine,
): Promise<PlaceRow | LineError[]> {
  const parsed = placeLine(line.fields);
  const input = normalisedPlace(parsed.input);
  const circleFirst = parsed.radius !== undefined;
  const toErrors = (issues: ReturnType<typeof placeIssues>['issues']) =>
    issues.map((issue) => ({
      field: columnOf(issue.pointer, circleFirst),
      code: issue.code,
      message: issue.detail ?? messageOf(issue.code),
    }));
  const polygonOnly = parsed.polygon
    ? ({ type: 'FeatureCollection', features: [parsed.polygon] } as GeofenceCollection)
    : undefined;
  const first = placeIssues({ ...input, geofence: polygonOnly ?? null }, true);
  // Every problem of the line at once: the domain's rules, then what a cell could not say.
  if (first.issues.length || parsed.errors.length) {
    const cellFields = new Set(parsed.errors.map((error) => error.field));
    return [...toErrors(first.issues).filter((error) => !cellFields.has(error.field)), ...parsed.errors];
  }
  let position = input.position ?? undefined;
  if (!position && first.fence && !circleFirst) position = centreOf(first.fence.collection);
  if (!position) {
    const address = input.address as { postalCode?: string | null; town: string; country: string };
    try {
      position = await places.locate(address);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return [{ field: 'town', code: error.code, message: error.message }];
    }
  }
  let fence: CheckedFence | undefined = first.fence;
  if (circleFirst) {
    const circle = {
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [position.lng, position.lat] as [number, number] },
      properties: { radius: parsed.radius },
    };
    const features = parsed.polygon ? [circle, parsed.polygon] : [circle];
    const drawn = placeIssues({ geofence: { type: 'FeatureCollection', features } }, false);
    if (drawn.issues.length) return toErrors(drawn.issues);
    fence = drawn.fence;
  }
  return newPlaceValues(input, position, fence, context.userId);
}
