// Homepage widgets (decision 0185): the caller's own, like their settings; any other user id answers 404. A
// deleted widget leaves the homepage layout in the same transaction, so the layout never names it.
import { AppError, assertNoIssues } from '@cargolens/domain/errors';
import {
  DEFAULT_HOMEPAGE_WIDGET_LIMIT,
  HOMEPAGE_WIDGETS_MAX,
  type HomepageWidgetKind,
  homepageWidgetIssues,
  readHomepageDisplay,
  withoutHomepageWidget,
} from '@cargolens/domain/settings';
import { decodeId, encodeId } from '../../kernel/public-id';
import { type Caller, ownUser } from './service';
import type { SettingsStore } from './settings-store';
import type { WidgetRow } from './widgets-repository';

export interface WidgetInput {
  title?: string | null;
  limit?: number;
}

export function createWidgetsService(store: SettingsStore) {
  async function owned(caller: Caller, userHashId: string, widgetHashId: string): Promise<WidgetRow> {
    const userId = ownUser(caller, userHashId);
    const id = decodeId(widgetHashId);
    const widget = id === undefined ? undefined : await store.widgets.find(userId, id);
    if (!widget) throw new AppError('http.not_found', { detail: 'Widget not found' });
    return widget;
  }

  return {
    list: (caller: Caller, userHashId: string) => store.widgets.listAll(ownUser(caller, userHashId)),

    async create(caller: Caller, userHashId: string, input: WidgetInput & { kind: HomepageWidgetKind }) {
      const userId = ownUser(caller, userHashId);
      assertNoIssues(homepageWidgetIssues(input));
      if ((await store.widgets.listAll(userId)).length >= HOMEPAGE_WIDGETS_MAX)
        throw new AppError('validation.too_many_elements', {
          detail: `At most ${HOMEPAGE_WIDGETS_MAX} widgets`,
          source: { pointer: '/data' },
        });
      return store.widgets.insert(
        { userId, organizationId: caller.organizationId },
        { kind: input.kind, title: input.title ?? null, limit: input.limit ?? DEFAULT_HOMEPAGE_WIDGET_LIMIT },
      );
    },

    async update(
      caller: Caller,
      userHashId: string,
      widgetHashId: string,
      input: WidgetInput & { id?: string },
    ) {
      const widget = await owned(caller, userHashId, widgetHashId);
      if (input.id !== undefined && input.id !== widgetHashId)
        throw new AppError('http.conflict_error', {
          detail: 'The body names another widget',
          source: { pointer: '/data/id' },
        });
      assertNoIssues(homepageWidgetIssues(input));
      const updated = await store.widgets.update(widget.user_id, widget.id, {
        title: input.title === undefined ? widget.title : input.title,
        limit: input.limit ?? widget.row_limit,
      });
      if (!updated) throw new AppError('http.not_found', { detail: 'Widget not found' });
      return updated;
    },

    async remove(caller: Caller, userHashId: string, widgetHashId: string) {
      const widget = await owned(caller, userHashId, widgetHashId);
      await store.transaction(async ({ settings, widgets, widgetIds }) => {
        await widgets.remove(widget.user_id, widget.id);
        const layout = await settings.findOfType(widget.user_id, 'homepageDisplay');
        if (!layout) return;
        const read = readHomepageDisplay(layout.data, await widgetIds(widget.user_id));
        if (!read) return;
        await settings.update(widget.user_id, layout.id, {
          label: layout.label,
          data: { ...withoutHomepageWidget(read, encodeId(widget.id)) },
        });
      });
    },
  };
}

export type WidgetsService = ReturnType<typeof createWidgetsService>;
