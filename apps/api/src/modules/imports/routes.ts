import { AppError } from '@cargolens/domain/errors';
import { IMPORT_CAPABILITY } from '@cargolens/domain/imports';
import { may } from '@cargolens/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { pageOf } from '../../http/routes';
import { scopeOf } from '../../kernel/tenant-scope';
import { importTaskResource, presentImportTask } from './presenter';
import {
  csvBody,
  csvResponse,
  importParams,
  listImportsQuery,
  templateParams,
  uploadImportQuery,
} from './schemas';
import type { ImportsService } from './service';

const taskDocument = singleDocumentSchema(importTaskResource).describe('One import task');
const CSV = 'text/csv; charset=utf-8';

function attachment(name: string) {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
}

type App = Parameters<FastifyPluginAsyncZod>[0];

export const importsRoutes = (service: ImportsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    // The file arrives as it is (text/csv), streamed: the upload reads it once to disk under the size limit.
    app.addContentTypeParser(['text/csv', 'application/csv'], (_request, payload, done) =>
      done(null, payload),
    );

    uploadImportRoute(app, service);
    listImportsRoute(app, service);
    getImportRoute(app, service);
    rejectedLinesRoute(app, service);
    importTemplateRoute(app, service);
  };

function uploadImportRoute(app: App, service: ImportsService) {
  app.post('/imports', {
    schema: {
      tags: ['imports'],
      'x-permission': 'imports.run',
      summary: 'Upload a CSV file to import in the background (or only check it with dryRun=true)',
      querystring: uploadImportQuery,
      body: csvBody,
      consumes: ['text/csv'],
      'x-example-query': '?type=place&dryRun=true&name=places.csv',
      response: { 202: taskDocument, ...errorResponses(400, 401, 403, 404, 413, 415) },
    },
    // The body is a stream the upload checks itself; the query is validated as usual.
    validatorCompiler: (route) =>
      route.httpPart === 'body'
        ? (data: unknown) => ({ value: data })
        : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    handler: async (request, reply) => {
      const session = requireSession(request);
      // Each import type writes what one administration owns: places need the places administration,
      // users the users administration, resources the resources administration (domain/imports).
      if (!may(session, IMPORT_CAPABILITY[request.query.type]))
        throw new AppError('http.access_denied_error', { source: { parameter: 'type' } });
      // Only the CSV parser above hands a stream over; any other body was parsed as something else.
      if (typeof (request.body as { pipe?: unknown } | null)?.pipe !== 'function')
        throw new AppError('http.unsupported_media_type', { detail: 'Send the file as text/csv' });
      const task = await service.upload(
        scopeOf(session),
        session.userId,
        request.query,
        request.body as unknown as NodeJS.ReadableStream,
        request.headers['content-length'] ? Number(request.headers['content-length']) : undefined,
      );
      return reply.code(202).send(singleDocument(presentImportTask(task)));
    },
  });
}

function listImportsRoute(app: App, service: ImportsService) {
  app.get('/imports', {
    schema: {
      tags: ['imports'],
      'x-permission': 'imports.run',
      summary: "The caller organization's import tasks, newest first (the back office: everyone's)",
      querystring: listImportsQuery,
      response: {
        200: collectionDocumentSchema(importTaskResource).describe('A page of import tasks'),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await service.list(
        scopeOf(requireSession(request)),
        page,
        request.query['filter[organization]'],
      );
      return collectionDocument(
        items.map((task) => presentImportTask(task, 20)),
        { ...page, totalItems: total },
        requestUrl(request),
      );
    },
  });
}

function getImportRoute(app: App, service: ImportsService) {
  app.get('/imports/:id', {
    schema: {
      tags: ['imports'],
      'x-permission': 'imports.run',
      summary: 'One import task: status, progress, counts and rejected lines',
      params: importParams,
      response: { 200: taskDocument, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      singleDocument(
        presentImportTask(await service.get(scopeOf(requireSession(request)), request.params.id)),
      ),
  });
}

function rejectedLinesRoute(app: App, service: ImportsService) {
  app.get('/imports/:id/rejected-lines', {
    schema: {
      tags: ['imports'],
      'x-permission': 'imports.run',
      summary: 'The rejected lines as CSV, with their line number and errors, to fix and import again',
      params: importParams,
      fileResponse: 'text/csv',
      response: { 200: csvResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const file = await service.rejectedLines(scopeOf(requireSession(request)), request.params.id);
      return reply.type(CSV).header('content-disposition', attachment(file.name)).send(file.text);
    },
  });
}

function importTemplateRoute(app: App, service: ImportsService) {
  app.get('/imports/templates/:type', {
    schema: {
      tags: ['imports'],
      'x-permission': 'imports.run',
      summary: "An import type's template: its columns and one example line that imports as written",
      params: templateParams,
      fileResponse: 'text/csv',
      response: { 200: csvResponse, ...errorResponses(400, 401) },
    },
    handler: async (request, reply) => {
      requireSession(request);
      return reply
        .type(CSV)
        .header('content-disposition', attachment(`${request.params.type}-import-template.csv`))
        .send(service.template(request.params.type));
    },
  });
}
