import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { singleDocument } from '../../http/jsonapi/document';
import { singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { errorResponses } from '../../http/openapi';
import { listOrdersQuery } from '../orders';
import { exportFileName, presentExportTask } from './presenter';
import { exportOrdersBody, exportTaskParams, exportTaskResource } from './schemas';
import { type ExportsService, listParametersOf } from './service';

const exportTaskDocument = singleDocumentSchema(exportTaskResource).describe('One export task');

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const exportsRoutes = (service: ExportsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.post('/orders/export', {
      schema: {
        tags: ['orders'],
        'x-permission': 'orders.read',
        summary:
          'Export the orders list (its filters and sort as in GET /api/orders) to xlsx or csv, as a background task',
        querystring: listOrdersQuery,
        body: exportOrdersBody,
        response: { 202: exportTaskDocument, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        const session = requireSession(request);
        const { format, columns } = request.body.data.attributes;
        const task = await service.request(session, {
          format,
          columns,
          listQuery: listParametersOf(request.url),
        });
        return reply.code(202).send(singleDocument(presentExportTask(task, app.prefix)));
      },
    });

    app.get('/export-tasks/:id', {
      schema: {
        tags: ['orders'],
        'x-permission': 'orders.read',
        summary: 'One of the caller’s export tasks: its status, progress and, when done, its file',
        params: exportTaskParams,
        response: { 200: exportTaskDocument, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => {
        const task = await service.get(requireSession(request), request.params.id);
        return singleDocument(presentExportTask(task, app.prefix));
      },
    });

    // A file, not a JSON:API document: kept out of the OpenAPI document like /api/map/tiles.pmtiles.
    app.get(
      '/export-tasks/:id/file',
      { schema: { hide: true, params: exportTaskParams, 'x-permission': 'orders.read' } },
      async (request, reply) => {
        const { task, path, size } = await service.file(requireSession(request), request.params.id);
        return reply
          .type(CONTENT_TYPES[task.format])
          .header('content-length', size)
          .header('content-disposition', `attachment; filename="${exportFileName(task)}"`)
          .header('cache-control', 'private, no-store')
          .send(createReadStream(path));
      },
    );
  };
