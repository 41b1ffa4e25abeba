import { z } from 'zod';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import { pageParams } from '../../http/jsonapi/query-schemas';
import { csvLine } from './csv-text';
import { IMPORT_TYPES } from './importer';
import { PLACE_COLUMNS, PLACE_EXAMPLE } from './place-line';

const importType = z
  .enum(IMPORT_TYPES)
  .describe(
    'What the file holds: place (addresses with geofences), user, mobile (drivers’ phones) or telematic_resource (vehicles with their telematic unit)',
  );

export const uploadImportQuery = z.strictObject({
  type: importType,
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('true: check every line and write nothing'),
  name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .default('import.csv')
    .describe("The file's name, shown in the task list"),
  organization: publicId(
    'Back-office only: the organization the lines are imported for (acting on behalf)',
  ).optional(),
});

export const csvBody = z
  .string()
  .describe(
    'The CSV file (RFC 4180) as it is: UTF-8 with or without BOM, or Windows-1252; comma or semicolon separated; the first line names the columns (GET /imports/templates/{type})',
  )
  .meta({
    examples: [csvLine(PLACE_COLUMNS) + csvLine(PLACE_COLUMNS.map((column) => PLACE_EXAMPLE[column]))],
  });

export const listImportsQuery = z.strictObject({
  ...pageParams,
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
});

export const importParams = z.strictObject({ id: publicId('Import task id') });

export const templateParams = z.strictObject({ type: importType });

export const csvResponse = z.string().describe('A CSV file (UTF-8, comma separated, CRLF line ends)');
