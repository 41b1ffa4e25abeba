// Homepage widgets (decision 0185): the caller's own, like their settings; any other user id answers 404. A
// deleted widget leaves the homepage layout in the same transaction, so the layout never names it. Internal ids
// and field paths (decision 0222); the layout keeps the public ids it stores.
import { AppError, assertNoIssues } from '@cargolens/domain/errors';
import {
  DEFAULT_HOMEPAGE_WIDGET_LIMIT,
  HOMEPAGE_WIDGETS_MAX,
  type HomepageWidgetKind,
  homepageWidgetIssues,
  readHomepageDisplay,
  withoutHomepageWidget,
} from '@cargolens/domain/settings';
import { encodeId } from '../../kernel/public-id';
import { assertSameId } from '../../kernel/same-id';
import { type Caller, ownUser } from './service';
import type { SettingsStore } from './settings-store';
import type { WidgetRow } from './widgets-repository';

export interface WidgetInput {
  title?: string | null;
  limit?: number;
}

export function createWidgetsService(store: SettingsStore) {
  async function owned(caller: Caller, ownerId: number, id: number): Promise<WidgetRow> {
    const userId = ownUser(caller, ownerId);
    const widget = await store.widgets.find(userId, id);
    if (!widget) throw new AppError('http.not_found', { detail: 'Widget not found' });
    return widget;
  }

  return {
    list: (caller: Caller, ownerId: number) => store.widgets.listAll(ownUser(caller, ownerId)),

    async create(caller: Caller, ownerId: number, input: WidgetInput & { kind: HomepageWidgetKind }) {
      const userId = ownUser(caller, ownerId);
      assertNoIssues(homepageWidgetIssues(input));
      if ((await store.widgets.listAll(userId)).length >= HOMEPAGE_WIDGETS_MAX)
        throw new AppError('validation.too_many_elements', {
          detail: `At most ${HOMEPAGE_WIDGETS_MAX} widgets`,
          // The homepage as a whole: the request's resource itself, which no field path names.
          source: { pointer: '/data' },
        });
      return store.widgets.insert(
        { userId, organizationId: caller.organizationId },
        { kind: input.kind, title: input.title ?? null, limit: input.limit ?? DEFAULT_HOMEPAGE_WIDGET_LIMIT },
      );
    },

    async update(
      caller: Caller,
      ownerId: number,
      id: number,
      input: WidgetInput & { id?: number | undefined },
    ) {
      const widget = await owned(caller, ownerId, id);
      assertSameId(input.id, id, 'widget');
      assertNoIssues(homepageWidgetIssues(input));
      const updated = await store.widgets.update(widget.user_id, widget.id, {
        title: input.title === undefined ? widget.title : input.title,
        limit: input.limit ?? widget.row_limit,
      });
      if (!updated) throw new AppError('http.not_found', { detail: 'Widget not found' });
      return updated;
    },

    async remove(caller: Caller, ownerId: number, id: number) {
      const widget = await owned(caller, ownerId, id);
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
