// Tenant isolation of the settings module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { type ModuleIsolation, unique } from '../../../test-support/route-isolation';

/** A saved filter set of the orders list, named after a test counter. */
export function settingBody(filters: Record<string, string>) {
  return {
    data: {
      type: 'userSettings',
      attributes: { settingType: 'orderBookmarks', label: `Isolation ${unique()}`, data: { filters } },
    },
  };
}

export const isolation: ModuleIsolation = {
  routes: {
    'GET /api/my-settings': { kind: 'self' },
    'GET /api/users/{userId}/settings': { kind: 'user' },
    'POST /api/users/{userId}/settings': { kind: 'user', body: () => settingBody({ search: 'isolation' }) },
    'PUT /api/users/{userId}/settings/{settingId}': {
      kind: 'user',
      body: () => ({ data: { type: 'userSettings', attributes: { data: { filters: {} } } } }),
    },
    'DELETE /api/users/{userId}/settings/{settingId}': { kind: 'user' },
    'GET /api/users/{userId}/widgets': { kind: 'user' },
    'POST /api/users/{userId}/widgets': {
      kind: 'user',
      body: () => ({ data: { type: 'homepageWidgets', attributes: { kind: 'arrivals' } } }),
    },
    'PUT /api/users/{userId}/widgets/{widgetId}': {
      kind: 'user',
      body: () => ({ data: { type: 'homepageWidgets', attributes: { title: 'changed by someone else' } } }),
    },
    'DELETE /api/users/{userId}/widgets/{widgetId}': { kind: 'user' },
    'POST /api/users/{userId}/settings/duplicate': {
      kind: 'user-copy',
      body: (targetId) => ({
        data: {
          type: 'settingsCopies',
          relationships: { target: { data: { type: 'users', id: targetId } } },
        },
      }),
    },
  },
};
