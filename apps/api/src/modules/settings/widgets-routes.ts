// Homepage widgets under /users/{userId}/widgets, shaped like the settings calls of platform-core §7 (decision
// 0185), and the copy of a user's settings to another (decision 0186).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { pageParams } from '../../http/jsonapi/query-schemas';
import { attributesWithId } from '../../http/jsonapi/write-input';
import { errorResponses } from '../../http/openapi';
import { type JsonApiRoutes, jsonApiRoutes } from '../../http/routes';
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
    widgetRoutes(jsonApiRoutes(app, TAGS), service);
    duplicateSettingsRoute(app, duplicate);
  };

function widgetRoutes(route: JsonApiRoutes, service: WidgetsService) {
  route.list('/users/:userId/widgets', {
    'x-permission': 'session',
    summary: 'A user’s homepage widgets, oldest first: the caller’s own only, anyone else answers 404',
    params: userParams,
    querystring: z.strictObject(pageParams),
    page: collectionDocumentSchema(homepageWidgetResource).describe('A page of widgets'),
    errors: [400, 401, 404],
    load: async (request, page) => {
      const all = await service.list(requireSession(request), request.params.userId);
      const start = (page.number - 1) * page.size;
      return { items: all.slice(start, start + page.size), total: all.length };
    },
    present: (result) => result.items.map(presentWidget),
  });

  route.post('/users/:userId/widgets', {
    'x-permission': 'session',
    summary: 'Add a homepage widget; the homepageDisplay setting places it in a section',
    params: userParams,
    body: createWidgetBody,
    document: widgetDocument,
    errors: [400, 401, 404],
    handle: async (request) =>
      presentWidget(
        await service.create(requireSession(request), request.params.userId, request.body.data.attributes),
      ),
  });

  route.put('/users/:userId/widgets/:widgetId', {
    'x-permission': 'session',
    summary: 'Change a widget’s title or rows; its kind stays',
    params: widgetParams,
    body: updateWidgetBody,
    document: widgetDocument,
    errors: [400, 401, 404, 409],
    handle: async (request) =>
      presentWidget(
        await service.update(
          requireSession(request),
          request.params.userId,
          request.params.widgetId,
          attributesWithId(request.body.data),
        ),
      ),
  });

  route.delete('/users/:userId/widgets/:widgetId', {
    'x-permission': 'session',
    summary: 'Delete a widget; it leaves the homepage layout at the same time',
    params: widgetParams,
    errors: [400, 401, 404],
    handle: (request) =>
      service.remove(requireSession(request), request.params.userId, request.params.widgetId),
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
