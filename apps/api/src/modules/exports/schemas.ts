// The export request and the export task as the API shows it (issue 9, decision 0070).
import { ORDER_LIST_COLUMNS } from '@cargolens/domain/orders';
import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { publicId } from '../../http/jsonapi/public-id-schemas';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Columns a file can hold: the list's, but its row actions. */
export const EXPORT_COLUMNS = ORDER_LIST_COLUMNS.filter((column) => column !== 'actions');
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export const EXPORT_TASK_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;

export const exportOrdersBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('exportTasks'),
      attributes: z.strictObject({
        format: z.enum(EXPORT_FORMATS).default('xlsx').describe('xlsx (the default) or csv'),
        columns: z
          .array(z.enum(EXPORT_COLUMNS))
          .min(1)
          .max(EXPORT_COLUMNS.length)
          .optional()
          .describe('The list’s columns, in the order shown; absent means the list’s default columns'),
      }),
    }),
  })
  .meta(
    requestExamples({
      xlsx: {
        summary: 'The list’s default columns as an Excel workbook',
        value: { data: { type: 'exportTasks', attributes: { format: 'xlsx' } } },
      },
      csv: {
        summary: 'Three columns as CSV',
        value: {
          data: {
            type: 'exportTasks',
            attributes: { format: 'csv', columns: ['reference', 'status', 'createdAt'] },
          },
        },
      },
    }),
  );

export const exportTaskParams = z.strictObject({ id: publicId('Export task id') });

export const exportTaskResource = resourceSchema('ExportTask', 'exportTasks', {
  status: z.enum(EXPORT_TASK_STATUSES),
  format: z.enum(EXPORT_FORMATS),
  columns: z.array(z.string()),
  progress: z.number().int().describe('Orders written so far'),
  total: z.number().int().nullable().describe('Orders to write, once counted'),
  fileName: z.string().nullable().describe('The name the file downloads under, once done'),
  fileSize: z.number().int().nullable().describe('Bytes, once done'),
  fileUrl: z.string().nullable().describe('Where to download the file (GET), while it is kept'),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable().describe('When the file is removed'),
});
export type ExportTaskResource = z.infer<typeof exportTaskResource>;
