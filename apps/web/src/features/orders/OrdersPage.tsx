import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { LoadError, Loading } from '../../ui/Status';
import { OrdersFilters } from './OrdersFilters';
import { OrdersTable } from './OrdersTable';
import {
  changeOrdersQuery,
  type OrdersQuery,
  PAGE_SIZES,
  readOrdersQuery,
  writeOrdersQuery,
} from './orders-query';
import { useKnownTags } from './use-known-tags';
import { useOrders } from './use-orders';
import './orders.css';

export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const [params, setParams] = useSearchParams();
  const query = readOrdersQuery(params);
  const orders = useOrders(query);
  const knownTags = useKnownTags(query.tags);

  const serialized = params.toString();
  const update = useCallback(
    (change: Partial<OrdersQuery>) =>
      setParams(
        writeOrdersQuery(changeOrdersQuery(readOrdersQuery(new URLSearchParams(serialized)), change)),
      ),
    [serialized, setParams],
  );

  // The table is the heaviest render of the page: rendering it from a deferred copy of the rows lets React
  // build it in slices the browser can interrupt, instead of one long task when the answer arrives.
  const rows = useDeferredValue(orders.data?.items);
  const total = orders.data?.meta.totalItems;
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
      {orders.isPending || (rows === undefined && !orders.isError) ? (
        <Loading />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : (
        <section className="panel panel--flush">
          <OrdersTable
            orders={rows ?? orders.data.items}
            sort={query.sort}
            onSort={(sort) => update({ sort })}
            busy={orders.isPlaceholderData || rows !== orders.data.items}
          />
          <Pagination
            page={query.page}
            pages={orders.data.meta.totalPages}
            size={query.size}
            sizes={PAGE_SIZES}
            onPage={(page) => update({ page })}
            onSize={(size) => update({ size })}
          />
        </section>
      )}
    </>
  );
}
