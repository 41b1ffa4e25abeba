// Homepage widgets under /users/{userId}/widgets, shaped like the settings calls of platform-core §7 (decision
// 0185), and the copy of a user's settings to another (decision 0186).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { pageParams } from '../../http/jsonapi/query-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { encodeId } from '../../kernel/public-id';
import { scopeOf } from '../../kernel/tenant-scope';
import type { DuplicateSettings } from './duplicate-settings';
import { userParams } from './schemas';
import { homepageWidgetResource, presentWidget, settingsCopyResource } from './widget-presenter';
import { createWidgetBody, duplicateSettingsBody, updateWidgetBody, widgetParams } from './widgets-schemas';
import type { WidgetsService } from './widgets-service';

const widgetDocument = singleDocumentSchema(homepageWidgetResource).describe('One widget');
const TAGS = ['settings'];

type App = Parameters<FastifyPluginAsyncZod>[0];

export const widgetsRoutes = (service: WidgetsService, duplicate: DuplicateSettings): FastifyPluginAsyncZod =>
  async function routes(app) {
    listWidgetsRoute(app, service);
    createWidgetRoute(app, service);
    updateWidgetRoute(app, service);
    deleteWidgetRoute(app, service);
    duplicateSettingsRoute(app, duplicate);
  };

function listWidgetsRoute(app: App, service: WidgetsService) {
  app.get('/users/:userId/widgets', {
    schema: {
      tags: TAGS,
      'x-permission': 'session',
      summary: 'A user’s homepage widgets, oldest first: the caller’s own only, anyone else answers 404',
      params: userParams,
      querystring: z.strictObject(pageParams),
      response: {
        200: collectionDocumentSchema(homepageWidgetResource).describe('A page of widgets'),
        ...errorResponses(400, 401, 404),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const all = await service.list(requireSession(request), request.params.userId);
      const start = (page.number - 1) * page.size;
      return collectionDocument(
        all.slice(start, start + page.size).map(presentWidget),
        { ...page, totalItems: all.length },
        requestUrl(request),
      );
    },
  });
}

function createWidgetRoute(app: App, service: WidgetsService) {
  app.post('/users/:userId/widgets', {
    schema: {
      tags: TAGS,
      'x-permission': 'session',
      summary: 'Add a homepage widget; the homepageDisplay setting places it in a section',
      params: userParams,
      body: createWidgetBody,
      response: { 201: widgetDocument, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const widget = await service.create(
        requireSession(request),
        request.params.userId,
        request.body.data.attributes,
      );
      return reply.code(201).send(singleDocument(presentWidget(widget)));
    },
  });
}

function updateWidgetRoute(app: App, service: WidgetsService) {
  app.put('/users/:userId/widgets/:widgetId', {
    schema: {
      tags: TAGS,
      'x-permission': 'session',
      summary: 'Change a widget’s title or rows; its kind stays',
      params: widgetParams,
      body: updateWidgetBody,
      response: { 200: widgetDocument, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => {
      const { id, attributes } = request.body.data;
      const widget = await service.update(
        requireSession(request),
        request.params.userId,
        request.params.widgetId,
        { ...attributes, ...(id !== undefined ? { id } : {}) },
      );
      return singleDocument(presentWidget(widget));
    },
  });
}

function deleteWidgetRoute(app: App, service: WidgetsService) {
  app.delete('/users/:userId/widgets/:widgetId', {
    schema: {
      tags: TAGS,
      'x-permission': 'session',
      summary: 'Delete a widget; it leaves the homepage layout at the same time',
      params: widgetParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(requireSession(request), request.params.userId, request.params.widgetId);
      return reply.code(204).send(null);
    },
  });
}

function duplicateSettingsRoute(app: App, duplicate: DuplicateSettings) {
  app.post('/users/:userId/settings/duplicate', {
    schema: {
      tags: TAGS,
      'x-permission': 'users.administrate',
      summary:
        'Copy a user’s settings and homepage widgets to another user of its organization; the layout names the copies',
      params: userParams,
      body: duplicateSettingsBody,
      response: {
        201: singleDocumentSchema(settingsCopyResource).describe('What was copied'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const copied = await duplicate(
        scopeOf(session),
        session,
        request.params.userId,
        request.body.data.relationships.target.data.id,
      );
      const target = encodeId(copied.target.id);
      return reply.code(201).send(
        singleDocument({
          type: 'settingsCopies' as const,
          id: target,
          attributes: { settings: copied.settings, widgets: copied.widgets },
          relationships: {
            source: { data: { type: 'users' as const, id: encodeId(copied.source.id) } },
            target: { data: { type: 'users' as const, id: target } },
          },
        }),
      );
    },
  });
}
