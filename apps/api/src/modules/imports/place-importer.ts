// The places import (shipment-domain §9 import type "place", with geofences): each line goes through the
// places API's own steps (new-place.ts: validatePlace, placeGeofence, the row it becomes) and its geocoder
// (check-place-line.ts).
import { sql } from 'kysely';
import type { PlacesService } from '../places';
import { checkPlaceLine, type PlaceRow } from './check-place-line';
import type { ImportContext, Importer, ImportLine, LineError, RejectedLine } from './importer';
import { PLACE_COLUMNS, PLACE_EXAMPLE } from './place-line';

const DUPLICATE: LineError = {
  field: 'externalId',
  code: 'http.conflict_error',
  message: 'This external id is already used by another place',
};

/** Which of these external ids the organization's places already use. */
async function takenExternalIds(context: ImportContext, keys: string[]): Promise<Set<string>> {
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
  return taken;
}

export function createPlaceImporter(places: Pick<PlacesService, 'locate'>): Importer<PlaceRow> {
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
        const result = await checkPlaceLine(places, context, line);
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
      const taken = await takenExternalIds(context, keys);
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
