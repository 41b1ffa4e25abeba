// The settings calls of platform-core §7, under the API base path.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { attributesWithId } from '../../http/jsonapi/write-input';
import { jsonApiRoutes } from '../../http/routes';
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
    const route = jsonApiRoutes(app, ['settings']);

    route.list('/my-settings', {
      'x-permission': 'session',
      summary: 'The signed-in user’s settings, optionally of some types',
      querystring: listSettingsQuery,
      page: settingsPage,
      errors: [400, 401],
      load: (request, page) =>
        service.list(requireSession(request), null, { types: request.query['filter[type]'], page }),
      present: (result) => result.items.map(presentSetting),
    });

    route.list('/users/:userId/settings', {
      'x-permission': 'session',
      summary: 'A user’s settings: the caller’s own only, anyone else answers 404',
      params: userParams,
      querystring: listSettingsQuery,
      page: settingsPage,
      errors: [400, 401, 404],
      load: (request, page) =>
        service.list(requireSession(request), request.params.userId, {
          types: request.query['filter[type]'],
          page,
        }),
      present: (result) => result.items.map(presentSetting),
    });

    route.post('/users/:userId/settings', {
      'x-permission': 'session',
      summary: 'Save a setting: one per type, or one more named bookmark',
      params: userParams,
      body: createSettingBody,
      document: settingDocument,
      errors: [400, 401, 404, 409],
      handle: async (request) => {
        const { settingType, ...attributes } = request.body.data.attributes;
        const setting = await service.create(requireSession(request), request.params.userId, {
          ...attributes,
          type: settingType,
        });
        return presentSetting(setting);
      },
    });

    route.put('/users/:userId/settings/:settingId', {
      'x-permission': 'session',
      summary: 'Replace a setting’s data (and its label); its type stays',
      params: settingParams,
      body: updateSettingBody,
      document: settingDocument,
      errors: [400, 401, 404, 409],
      handle: async (request) =>
        presentSetting(
          await service.update(
            requireSession(request),
            request.params.userId,
            request.params.settingId,
            attributesWithId(request.body.data),
          ),
        ),
    });

    route.delete('/users/:userId/settings/:settingId', {
      'x-permission': 'session',
      summary: 'Delete a setting (a bookmark, or a preference back to its default)',
      params: settingParams,
      errors: [400, 401, 404],
      handle: (request) =>
        service.remove(requireSession(request), request.params.userId, request.params.settingId),
    });
  };
