// The orders list's saved settings: its columns, its bookmarks (saved filter sets) and its rows per page.
import {
  type ColumnChoice,
  type OrderBookmarkData,
  readHitsPerPage,
  readOrderBookmark,
  readOrderTableColumns,
  type UserSettingType,
} from '@cargolens/domain/settings';
import { useMemo } from 'react';
import { useMySettings, useSettingWrites } from '../settings/use-settings';

const ORDER_LIST_SETTINGS: readonly UserSettingType[] = [
  'orderTableColumns',
  'orderBookmarks',
  'orderTableHitsPerPage',
];

export interface OrderBookmark extends OrderBookmarkData {
  id: string;
  label: string;
}

export function useOrderListSettings() {
  const settings = useMySettings(ORDER_LIST_SETTINGS);
  const writes = useSettingWrites(ORDER_LIST_SETTINGS);
  const items = settings.data;
  return useMemo(() => {
    const of = (type: UserSettingType) => items?.filter((s) => s.settingType === type) ?? [];
    const bookmarks: OrderBookmark[] = of('orderBookmarks')
      .map((s) => ({ id: s.id, label: s.label ?? '', ...readOrderBookmark(s.data) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return {
      /** Settings are read (or failed to be): the list may ask for its rows. */
      settled: !settings.isPending,
      columns: readOrderTableColumns(of('orderTableColumns')[0]?.data),
      hitsPerPage: readHitsPerPage(of('orderTableHitsPerPage')[0]?.data),
      bookmarks,
      saveColumns: (columns: ColumnChoice[]) => writes.saveOnce('orderTableColumns', { columns }),
      saveHitsPerPage: (hitsPerPage: number) => writes.saveOnce('orderTableHitsPerPage', { hitsPerPage }),
      saveBookmark: (label: string, data: OrderBookmarkData) =>
        writes.create(
          { settingType: 'orderBookmarks', label, data: { ...data } },
          // A name already taken is said beside the field, not in a toast.
          { toast: false },
        ),
      deleteBookmark: (id: string) => writes.remove(id),
    };
  }, [items, settings.isPending, writes]);
}
