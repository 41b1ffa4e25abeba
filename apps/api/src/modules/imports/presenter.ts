import { formatLineErrors, isPartiallySuccessful } from '@cargolens/domain/imports';
import { z } from 'zod';
import { ownerRelationship, presentOwner } from '../../http/jsonapi/administered-record';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import { IMPORT_TYPES, type RejectedLine } from './importer';
import type { ImportTaskRow } from './repository';

export const importTaskResource = resourceSchema(
  'ImportTask',
  'import-tasks',
  {
    name: z.string(),
    importType: z.enum(IMPORT_TYPES),
    action: z.enum(['create']),
    dryRun: z.boolean(),
    status: z.enum(['pending', 'succeeded', 'failed', 'canceled']).describe('pending is shown In progress'),
    partiallySuccessful: z
      .boolean()
      .describe('Failed with some correct lines and no global error: shown Done'),
    globalError: z.string().nullable().describe('What stopped the whole task, if anything'),
    statistics: z.object({
      lines: z.number().int().describe('Data lines in the file'),
      linesDone: z.number().int().describe('Lines handled so far (the progress)'),
      linesOk: z.number().int(),
      linesError: z.number().int(),
    }),
    fileSize: z.number().int(),
    encoding: z.enum(['utf-8', 'windows-1252']),
    delimiter: z.enum([',', ';']),
    errors: z
      .array(
        z.object({
          line: z.number().int(),
          label: z.string(),
          message: z.string().describe('The line errors as one text (shipment-domain §5)'),
          errors: z.array(z.object({ field: z.string().nullable(), code: z.string(), message: z.string() })),
        }),
      )
      .describe('Rejected lines by line number: the first 5,000 in a task, the first 20 in a list'),
    organizationName: z.string(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  },
  ownerRelationship,
);

export type ImportTaskResource = z.infer<typeof importTaskResource>;

/** `maxErrors` keeps list pages light; one task's own document carries every kept line. */
export function presentImportTask(
  task: ImportTaskRow,
  maxErrors = Number.POSITIVE_INFINITY,
): ImportTaskResource {
  const rejected = (task.errors as RejectedLine[]).slice(0, maxErrors);
  return {
    type: 'import-tasks',
    id: encodeId(task.id),
    attributes: {
      name: task.name,
      importType: task.type as ImportTaskResource['attributes']['importType'],
      action: 'create',
      dryRun: task.dry_run,
      status: task.status,
      partiallySuccessful: isPartiallySuccessful({
        status: task.status,
        linesOk: task.lines_ok,
        globalError: task.global_error,
      }),
      globalError: task.global_error,
      statistics: {
        lines: task.lines_total,
        linesDone: task.lines_done,
        linesOk: task.lines_ok,
        linesError: task.lines_error,
      },
      fileSize: Number(task.file_size),
      encoding: task.encoding as 'utf-8' | 'windows-1252',
      delimiter: task.delimiter as ',' | ';',
      errors: rejected.map((line) => ({
        line: line.line,
        label: line.label,
        message: formatLineErrors(line.errors),
        errors: line.errors,
      })),
      createdAt: isoTime(new Date(task.created_at)),
      organizationName: task.organization_name,
      finishedAt: task.finished_at ? isoTime(new Date(task.finished_at)) : null,
    },
    relationships: presentOwner(task.organization_id),
  };
}
