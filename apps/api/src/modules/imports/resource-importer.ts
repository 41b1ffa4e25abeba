// What the mobile and telematic resource imports share (shipment-domain §9 import types "mobile" and
// "telematic_resource"): a line becomes a resource draft, checked and stored by the means module's own steps
// (resources/mean-values.ts, the same as POST /means), and its label, external id, telematic unit and phone
// must be free in the organization, in the database and earlier in the file.
import { type ErrorCode, messageOf } from '@cargolens/domain/errors';
import type { ResourceDraft, ResourceField } from '@cargolens/domain/resources';
import {
  insertMeans,
  type MeanConflictField,
  type MeansRepository,
  type MeanValues,
  meanContext,
  meanValuesOf,
} from '../resources';
import { cellReader, lineErrors } from './import-cells';
import type { Importer, ImportType, LineError, RejectedLine } from './importer';

export interface ResourceImportKind {
  type: Extract<ImportType, 'mobile' | 'telematic_resource'>;
  columns: readonly string[];
  requiredColumns: readonly string[];
  example: Readonly<Record<string, string>>;
  /** The draft a line says, reading its cells with `read` (which collects what a cell cannot say). */
  draftOf(read: ReturnType<typeof cellReader>): ResourceDraft;
  /** The column of a domain field, where the import names it differently. */
  columnOf?: Partial<Record<ResourceField, string>>;
}

const UNIQUE: Record<MeanConflictField, { code: ErrorCode; value: (row: MeanValues) => string | null }> = {
  label: { code: 'mean.unique_constraint_error', value: (row) => row.label },
  externalId: { code: 'mean.unique_constraint_error', value: (row) => row.external_id ?? null },
  telematicUnitId: {
    code: 'telematic_resource.unique_constraint_error',
    value: (row) => row.telematic_unit_id ?? null,
  },
  phoneNumber: {
    code: 'user_mobile.phone_number.unique_constraint_error',
    value: (row) => row.mobile_phone ?? null,
  },
};
const FIELDS = Object.keys(UNIQUE) as MeanConflictField[];

export function createResourceImporter(
  kind: ResourceImportKind,
  means: Pick<MeansRepository, 'organization' | 'taken'>,
): Importer<MeanValues> {
  const column = (field: string) => kind.columnOf?.[field as ResourceField] ?? field;

  return {
    type: kind.type,
    columns: kind.columns,
    requiredColumns: kind.requiredColumns,
    example: kind.example,

    async check(context, lines) {
      const organization = await means.organization(context.organizationId);
      const rules = meanContext(organization?.country ?? null);
      const rejected: RejectedLine[] = [];
      const accepted: { line: (typeof lines)[number]; row: MeanValues }[] = [];
      for (const line of lines) {
        const read = cellReader(line.fields);
        const draft = kind.draftOf(read);
        const checked = meanValuesOf(draft, rules);
        const issues: LineError[] =
          'issues' in checked
            ? checked.issues.map((issue) => ({
                field: column(issue.field),
                code: issue.code,
                message: issue.message,
              }))
            : [];
        if (read.errors.length || 'issues' in checked)
          rejected.push({
            line: line.line,
            label: draft.label,
            values: line.values,
            errors: lineErrors(read.errors, issues),
          });
        else accepted.push({ line, row: checked.values });
      }

      const wanted = Object.fromEntries(
        FIELDS.map((field) => [
          field,
          accepted.map((a) => UNIQUE[field].value(a.row)).filter((v): v is string => v !== null),
        ]),
      ) as Record<MeanConflictField, string[]>;
      const taken = await means.taken(context.organizationId, wanted);
      const inBatch = new Set<string>();
      const rows: MeanValues[] = [];
      for (const { line, row } of accepted) {
        const keys = FIELDS.map((field) => [field, UNIQUE[field].value(row)] as const).filter(
          (entry): entry is readonly [MeanConflictField, string] => entry[1] !== null,
        );
        const conflicts = keys.filter(([field, value]) => {
          const key = `${field}:${value}`;
          return taken[field].has(value) || inBatch.has(key) || context.seenKeys?.has(key);
        });
        if (conflicts.length) {
          rejected.push({
            line: line.line,
            label: row.label,
            values: line.values,
            errors: conflicts.map(([field]) => ({
              field: column(field === 'phoneNumber' ? 'mobileDriver.phoneNumber' : field),
              code: UNIQUE[field].code,
              message: messageOf(UNIQUE[field].code),
            })),
          });
          continue;
        }
        for (const [field, value] of keys) {
          inBatch.add(`${field}:${value}`);
          context.seenKeys?.add(`${field}:${value}`);
        }
        rows.push(row);
      }
      rejected.sort((a, b) => a.line - b.line);
      return { rows, rejected };
    },

    async write(db, context, rows) {
      await insertMeans(db, context.organizationId, rows);
    },
  };
}
