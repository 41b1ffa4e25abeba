import { ALWAYS_VISIBLE_ORDER_COLUMN, type OrderListColumn } from '@cargolens/domain/orders';
import { DEFAULT_ORDER_COLUMNS } from '@cargolens/domain/settings';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { ColumnChooser } from '../../ui/ColumnChooser';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { LoadError, Loading } from '../../ui/Status';
import { BookmarksMenu } from './BookmarksMenu';
import { BulkActionsBar } from './BulkActionsBar';
import { ExportOrdersButton } from './ExportOrdersButton';
import { listFields } from './list-fields';
import { OrderRowActions } from './OrderRowActions';
import { OrdersFilters } from './OrdersFilters';
import { OrdersTable } from './OrdersTable';
import {
  bookmarkOf,
  changeOrdersQuery,
  type OrdersQuery,
  PAGE_SIZES,
  queryOfBookmark,
  readOrdersQuery,
  writeOrdersQuery,
} from './orders-query';
import type { Order } from './types';
import { useKnownTags } from './use-known-tags';
import { useOrderListSettings } from './use-order-list-settings';
import { useOrders } from './use-orders';
import './orders.css';

const rowActions = (order: Order) => <OrderRowActions order={order} />;

export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const settings = useOrderListSettings();
  const [params, setParams] = useSearchParams();
  const query = readOrdersQuery(params, settings.hitsPerPage);
  const visible = settings.columns.filter((c) => c.visible).map((c) => c.id);
  const orders = useOrders(query, {
    enabled: settings.settled,
    withGoods: visible.includes('goods'),
    fields: listFields(visible),
  });
  const knownTags = useKnownTags(query.tags);

  const serialized = params.toString();
  const savedSize = settings.hitsPerPage;
  const update = useCallback(
    (change: Partial<OrdersQuery>) =>
      setParams(
        writeOrdersQuery(
          changeOrdersQuery(readOrdersQuery(new URLSearchParams(serialized), savedSize), change),
        ),
      ),
    [serialized, savedSize, setParams],
  );

  // A selection belongs to the rows on screen: another page or filter starts a new one.
  const [selection, setSelection] = useState<Selection>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear whenever the list's address changes
  useEffect(() => setSelection(new Set()), [serialized]);

  // The table is the heaviest render of the page: rendering it from a deferred copy of the rows lets React
  // build it in slices the browser can interrupt, instead of one long task when the answer arrives.
  const rows = useDeferredValue(orders.data?.items);
  const total = orders.data?.meta.totalItems;
  const onScreen = rows ?? [];
  const selected = selection === 'all' ? onScreen : onScreen.filter((order) => selection.has(order.id));

  const columnLabel = (id: OrderListColumn) => t(`orderList.columns.${id}`);
  return (
    <>
      <PageHeader
        title={t('orders.title')}
        meta={
          total !== undefined && <span data-testid="orders-total">{t('orders.total', { count: total })}</span>
        }
        actions={
          <Link to="/orders/new" className="button button--primary">
            <Icon name="plus" size={16} />
            {t('orderForm.newOrder')}
          </Link>
        }
      />
      <OrdersFilters query={query} knownTags={knownTags} onChange={update} />
      <div className="list-tools">
        <BookmarksMenu
          bookmarks={settings.bookmarks}
          onApply={(bookmark) => setParams(writeOrdersQuery(queryOfBookmark(bookmark, query.size)))}
          onDelete={(bookmark) => void settings.deleteBookmark(bookmark.id)}
          onSave={(label) => settings.saveBookmark(label, bookmarkOf(query))}
        />
        <ColumnChooser
          columns={settings.columns.map((c) => ({
            ...c,
            label: columnLabel(c.id),
            locked: c.id === ALWAYS_VISIBLE_ORDER_COLUMN,
          }))}
          onChange={(columns) => void settings.saveColumns(columns)}
          onReset={() => void settings.saveColumns([...DEFAULT_ORDER_COLUMNS])}
          labels={{
            button: t('orderList.chooser.button'),
            title: t('orderList.chooser.title'),
            help: t('orderList.chooser.help'),
            reset: t('orderList.chooser.reset'),
            moveUp: (column) => t('orderList.chooser.moveUp', { column }),
            moveDown: (column) => t('orderList.chooser.moveDown', { column }),
          }}
        />
        <ExportOrdersButton query={query} columns={visible} />
      </div>
      {selected.length > 0 && <BulkActionsBar selected={selected} onClear={() => setSelection(new Set())} />}
      {!settings.settled || orders.isPending || (rows === undefined && !orders.isError) ? (
        <Loading />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : (
        <section className="panel panel--flush">
          <OrdersTable
            orders={onScreen}
            columns={visible}
            sort={query.sort}
            onSort={(sort) => update({ sort })}
            busy={orders.isPlaceholderData || rows !== orders.data.items}
            selected={selection}
            onSelect={setSelection}
            actions={rowActions}
          />
          <Pagination
            page={query.page}
            pages={orders.data.meta.totalPages}
            size={query.size}
            sizes={PAGE_SIZES}
            onPage={(page) => update({ page })}
            onSize={(size) => {
              void settings.saveHitsPerPage(size);
              update({ size });
            }}
          />
        </section>
      )}
    </>
  );
}
