import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../../app/list-query';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { RadioChoice } from '../../ui/RadioChoice';
import { LoadError, Loading } from '../../ui/Status';
import { ToursFilters } from './ToursFilters';
import { ToursTable } from './ToursTable';
import {
  changeToursQuery,
  effectiveView,
  readToursQuery,
  type ToursQuery,
  type ToursView,
  writeToursQuery,
} from './tours-query';
import { useTours } from './use-tours';
import { useToursViewSetting } from './use-tours-view-setting';
import '../../ui/list-page.css';
import '../orders/orders.css';
import './tours.css';

function ViewSwitch({ view, onChange }: { view: ToursView; onChange: (view: ToursView) => void }) {
  const { t } = useTranslation();
  return (
    <RadioChoice<ToursView>
      className="tours-view"
      label={t('tours.view')}
      value={view}
      options={[
        { id: 'tours.orders', label: t('tours.viewOrders') },
        { id: 'tours.waypoints', label: t('tours.viewWaypoints') },
      ]}
      onChange={onChange}
    />
  );
}

/** The Tours page (shipment-domain §2): one list in two views, tours.orders and tours.waypoints. */
export function ToursPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tours.title'));
  const [params, setParams] = useSearchParams();
  const query = readToursQuery(params);
  const viewSetting = useToursViewSetting();
  const view = effectiveView(query, viewSetting.saved);
  const tours = useTours(query, view);

  const serialized = params.toString();
  const update = useCallback(
    (change: Partial<ToursQuery>) =>
      setParams(writeToursQuery(changeToursQuery(readToursQuery(new URLSearchParams(serialized)), change))),
    [serialized, setParams],
  );

  const rows = useDeferredValue(tours.data?.items);
  const total = tours.data?.meta.totalItems;
  return (
    <>
      <PageHeader
        title={t('tours.title')}
        meta={
          total !== undefined && <span data-testid="tours-total">{t('tours.total', { count: total })}</span>
        }
        actions={
          <ViewSwitch
            view={view}
            onChange={(next) => {
              viewSetting.save(next);
              update({ view: next, page: query.page });
            }}
          />
        }
      />
      <ToursFilters query={query} onChange={update} />
      {tours.isPending || (rows === undefined && !tours.isError) ? (
        <Loading />
      ) : tours.isError ? (
        <LoadError onRetry={() => void tours.refetch()} />
      ) : (
        <section className="panel panel--flush">
          <ToursTable
            tours={rows ?? tours.data.items}
            view={view}
            sort={query.sort}
            onSort={(sort) => update({ sort })}
            busy={tours.isPlaceholderData || rows !== tours.data.items}
          />
          <Pagination
            page={query.page}
            pages={tours.data.meta.totalPages}
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
