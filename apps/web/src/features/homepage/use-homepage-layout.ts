// The signed-in user's homepage layout (decision 0185): their widgets and homepageDisplay setting, read
// together; saving a draft creates the new widgets, then writes the layout naming them, then deletes the widgets
// it no longer places. Keys under 'homepage-layout', not 'homepage': live changes refetch the widgets' rows only.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { useMe } from '../account/use-me';
import { useMySettings } from '../settings/use-settings';
import {
  type HomepageLayout,
  type LayoutWidget,
  layoutChanges,
  layoutData,
  layoutFrom,
  type StoredWidget,
} from './homepage-layout';

const LAYOUT_TYPES = ['homepageDisplay'] as const;
const widgetsKey = ['homepage-layout', 'widgets'] as const;

export function useHomepageLayout() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userId = useMe().data?.id;
  const settings = useMySettings(LAYOUT_TYPES, 10_000);
  const widgets = useQuery({
    queryKey: widgetsKey,
    enabled: userId !== undefined,
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/users/{userId}/widgets', {
          params: { userId: userId! },
          query: { 'page[size]': 100 },
          signal,
        }),
      ).items.map((w): StoredWidget => ({ id: w.id, kind: w.kind, title: w.title, limit: w.limit })),
  });
  const setting = settings.data?.[0];
  const stored = widgets.data;
  const layout = useMemo(
    () =>
      stored && settings.data
        ? layoutFrom(setting?.data, stored, t('homepageLayout.defaultSection'))
        : undefined,
    [setting, stored, settings.data, t],
  );

  const save = useCallback(
    async (draft: HomepageLayout) => {
      if (!userId || !stored) throw new Error('The layout is not loaded yet');
      const base = `/users/${encodeURIComponent(userId)}`;
      const { create, remove } = layoutChanges(draft, stored);
      const created = new Map<LayoutWidget, string>();
      for (const widget of create) {
        const document = await api.request<{ data: { id: string } }>(`${base}/widgets`, {
          method: 'POST',
          body: {
            data: {
              type: 'homepageWidgets',
              attributes: { kind: widget.kind, limit: widget.limit },
            },
          },
        });
        created.set(widget, document.data.id);
      }
      const data = layoutData(draft, (widget) => widget.id ?? created.get(widget)!);
      await api.request(setting ? `${base}/settings/${encodeURIComponent(setting.id)}` : `${base}/settings`, {
        method: setting ? 'PUT' : 'POST',
        body: {
          data: {
            type: 'userSettings',
            attributes: setting ? { data } : { settingType: 'homepageDisplay', data },
          },
        },
      });
      for (const id of remove)
        await api.request(`${base}/widgets/${encodeURIComponent(id)}`, { method: 'DELETE' });
      await Promise.all([
        client.invalidateQueries({ queryKey: widgetsKey }),
        client.invalidateQueries({ queryKey: ['settings', 'mine'] }),
      ]);
    },
    [client, setting, stored, userId],
  );

  return {
    layout,
    isPending: layout === undefined && !settings.isError && !widgets.isError,
    isError: settings.isError || widgets.isError,
    refetch: () => Promise.all([settings.refetch(), widgets.refetch()]),
    save,
  };
}
