// The settings calls of platform-core §7, under the API base path.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth';
import { collectionDocument, singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { requestUrl } from '../../http/jsonapi/request-url';
import { errorResponses } from '../../http/openapi';
import { presentSetting, userSettingResource } from './presenter';
import {
  createSettingBody,
  listSettingsQuery,
  settingParams,
  updateSettingBody,
  userParams,
} from './schemas';
import type { SettingsService } from './service';

const settingsPage = collectionDocumentSchema(userSettingResource).describe('A page of settings');
const settingDocument = singleDocumentSchema(userSettingResource).describe('One setting');

export const settingsRoutes = (service: SettingsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/my-settings', {
      schema: {
        tags: ['settings'],
        'x-permission': 'session',
        summary: 'The signed-in user’s settings, optionally of some types',
        querystring: listSettingsQuery,
        response: { 200: settingsPage, ...errorResponses(400, 401) },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.list(requireSession(request), null, { types: q['filter[type]'], page });
        return collectionDocument(
          result.items.map(presentSetting),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });

    app.get('/users/:userId/settings', {
      schema: {
        tags: ['settings'],
        'x-permission': 'session',
        summary: 'A user’s settings: the caller’s own only, anyone else answers 404',
        params: userParams,
        querystring: listSettingsQuery,
        response: { 200: settingsPage, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => {
        const q = request.query;
        const page = { number: q['page[number]'], size: q['page[size]'] };
        const result = await service.list(requireSession(request), request.params.userId, {
          types: q['filter[type]'],
          page,
        });
        return collectionDocument(
          result.items.map(presentSetting),
          { ...page, totalItems: result.total },
          requestUrl(request),
        );
      },
    });

    app.post('/users/:userId/settings', {
      schema: {
        tags: ['settings'],
        'x-permission': 'session',
        summary: 'Save a setting: one per type, or one more named bookmark',
        params: userParams,
        body: createSettingBody,
        response: { 201: settingDocument, ...errorResponses(400, 401, 404, 409) },
      },
      handler: async (request, reply) => {
        const { settingType, ...attributes } = request.body.data.attributes;
        const setting = await service.create(requireSession(request), request.params.userId, {
          ...attributes,
          type: settingType,
        });
        return reply.code(201).send(singleDocument(presentSetting(setting)));
      },
    });

    app.put('/users/:userId/settings/:settingId', {
      schema: {
        tags: ['settings'],
        'x-permission': 'session',
        summary: 'Replace a setting’s data (and its label); its type stays',
        params: settingParams,
        body: updateSettingBody,
        response: { 200: settingDocument, ...errorResponses(400, 401, 404, 409) },
      },
      handler: async (request) => {
        const { id, attributes } = request.body.data;
        const setting = await service.update(
          requireSession(request),
          request.params.userId,
          request.params.settingId,
          { ...attributes, ...(id !== undefined ? { id } : {}) },
        );
        return singleDocument(presentSetting(setting));
      },
    });

    app.delete('/users/:userId/settings/:settingId', {
      schema: {
        tags: ['settings'],
        'x-permission': 'session',
        summary: 'Delete a setting (a bookmark, or a preference back to its default)',
        params: settingParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
      handler: async (request, reply) => {
        await service.remove(requireSession(request), request.params.userId, request.params.settingId);
        return reply.code(204).send(null);
      },
    });
  };
