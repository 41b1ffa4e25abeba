// The places import (shipment-domain §9 import type "place", with geofences): each line goes through the
// places API's own steps (new-place.ts: validatePlace, placeGeofence, the row it becomes) and its geocoder.
import { AppError, messageOf } from '@cargolens/domain/errors';
import type { GeofenceCollection } from '@cargolens/domain/geo';
import { sql } from 'kysely';
import type { PlacesService } from '../places';
import { type CheckedFence, centreOf, newPlaceValues, normalisedPlace, placeIssues } from '../places';
import type { ImportContext, Importer, ImportLine, LineError, RejectedLine } from './importer';
import { columnOf, PLACE_COLUMNS, PLACE_EXAMPLE, placeLine } from './place-line';

type PlaceRow = ReturnType<typeof newPlaceValues>;

const DUPLICATE: LineError = {
  field: 'externalId',
  code: 'http.conflict_error',
  message: 'This external id is already used by another place',
};

export function createPlaceImporter(places: Pick<PlacesService, 'locate'>): Importer<PlaceRow> {
  /** The line's row, or its errors: the field rules first, then the position, then the drawn circle. */
  async function rowOf(context: ImportContext, line: ImportLine): Promise<PlaceRow | LineError[]> {
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

  return {
    type: 'place',
    columns: PLACE_COLUMNS,
    requiredColumns: ['name', 'town', 'country'],
    example: PLACE_EXAMPLE,

    async check(context, lines) {
      const rows: PlaceRow[] = [];
      const rejected: RejectedLine[] = [];
      const accepted: { line: ImportLine; row: PlaceRow }[] = [];
      for (const line of lines) {
        const result = await rowOf(context, line);
        if (Array.isArray(result))
          rejected.push({
            line: line.line,
            label: line.fields.name ?? '',
            values: line.values,
            errors: result,
          });
        else accepted.push({ line, row: result });
      }
      // External ids are unique per organization: against what is stored, and within the file itself.
      const keys = accepted.map((a) => a.row.external_id).filter((key): key is string => key !== null);
      const taken = new Set<string>();
      if (keys.length) {
        // Custom plans only: the generic plan a prepared statement switches to after five runs filters the
        // array row by row over the organization's whole address book (17 s a batch at 5,000 places).
        const found = await context.db.transaction().execute(async (trx) => {
          await sql`SET LOCAL plan_cache_mode = force_custom_plan`.execute(trx);
          return sql<{ external_id: string }>`
            SELECT external_id FROM places
            WHERE organization_id = ${context.organizationId} AND external_id = ANY(${keys})`.execute(trx);
        });
        for (const row of found.rows) taken.add(row.external_id);
      }
      const inBatch = new Set<string>();
      for (const { line, row } of accepted) {
        const key = row.external_id;
        if (key !== null && (taken.has(key) || inBatch.has(key) || context.seenKeys?.has(key))) {
          rejected.push({ line: line.line, label: row.name, values: line.values, errors: [DUPLICATE] });
          continue;
        }
        if (key !== null) {
          inBatch.add(key);
          context.seenKeys?.add(key);
        }
        rows.push(row);
      }
      rejected.sort((a, b) => a.line - b.line);
      return { rows, rejected };
    },

    async write(db, context, rows) {
      if (rows.length === 0) return;
      await db
        .insertInto('places')
        .values(
          rows.map((row) => ({ ...row, organization_id: context.organizationId, update_method: 'import' })),
        )
        .execute();
    },
  };
}
