import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/Badge';
import { PageHeader } from '../../ui/PageHeader';
import { LoadError, Loading } from '../../ui/Status';
import { useCan } from '../account/use-permissions';
import { etaDisplay } from '../orders/status-display';
import { useFormats } from '../preferences/use-formats';
import { TourStatusBadge } from '../tours/TourStatusBadge';
import { useArrivals, useLateStops, useSilentTours } from './use-homepage';
import '../../ui/table.css';
import './homepage.css';

const tourPath = (reference: string) => `/tours/reference/${encodeURIComponent(reference)}/details`;

interface WidgetQuery<T> {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: { items: T[]; meta: { totalItems: number } };
}

/** One widget: a titled panel with its count, a table of its first rows, or a sentence when there are none. */
function Widget<T>({
  id,
  title,
  empty,
  query,
  head,
  row,
}: {
  id: string;
  title: string;
  empty: string;
  query: WidgetQuery<T>;
  head: string[];
  row: (item: T) => ReactNode;
}) {
  const total = query.data?.meta.totalItems;
  return (
    <section className="panel panel--flush homepage__widget" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 className="panel__title" id={`${id}-title`}>
        {title}
        {total !== undefined && total > 0 && <span className="homepage__count">{total}</span>}
      </h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError || !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="homepage__empty">{empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                {head.map((label) => (
                  <th key={label} scope="col" className="table__column">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{query.data.items.map(row)}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** shipment-domain §2 Homepage: what needs attention now, kept live by the event stream (decision 0111). */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.homepage'));
  // Every signed-in user has a homepage; only those who follow tours have these widgets.
  const followsTours = useCan('tours.read');
  return (
    <>
      <PageHeader title={t('nav.homepage')} />
      {followsTours ? (
        <TrackingWidgets />
      ) : (
        <section className="panel empty-state">
          <p className="empty-state__text">{t('homepage.noAccess')}</p>
        </section>
      )}
    </>
  );
}

function TrackingWidgets() {
  const { t } = useTranslation();
  const format = useFormats();
  const late = useLateStops();
  const silent = useSilentTours();
  const arrivals = useArrivals();
  const stopName = (stop: { name: string; town: string }) =>
    format.preferences.siteNameDisplay === 'name' ? `${stop.name}, ${stop.town}` : format.site(stop);

  return (
    <div className="homepage">
      <Widget
        id="late-stops"
        title={t('homepage.lateStops')}
        empty={t('homepage.lateStopsEmpty')}
        query={late}
        head={[t('homepage.tour'), t('homepage.stop'), t('homepage.eta'), t('homepage.delay')]}
        row={(stop) => {
          const eta = etaDisplay(stop.etaStatus);
          return (
            <tr key={stop.id} className="table__row">
              <td className="table__cell">
                <Link to={tourPath(stop.tourReference)}>{stop.tourReference}</Link>
              </td>
              <td className="table__cell">{stopName(stop)}</td>
              <td className="table__cell table__cell--nowrap">
                {format.dateTime(stop.eta, stop.timezone) || '—'}
              </td>
              <td className="table__cell">
                <Badge tone={eta.tone}>{t(`eta.${eta.key}`)}</Badge>
                {(stop.isLateOnSite || stop.isCompletionLate) && <Badge tone="red">{t('order.late')}</Badge>}
              </td>
            </tr>
          );
        }}
      />
      <Widget
        id="silent-tours"
        title={t('homepage.silentTours')}
        empty={t('homepage.silentToursEmpty')}
        query={silent}
        head={[t('homepage.tour'), t('homepage.status'), t('homepage.resource'), t('homepage.lastPosition')]}
        row={(tour) => (
          <tr key={tour.id} className="table__row">
            <td className="table__cell">
              <Link to={tourPath(tour.reference)}>{tour.reference}</Link>
            </td>
            <td className="table__cell">
              <TourStatusBadge status={tour.status} />
            </td>
            <td className="table__cell">{tour.meanLabel}</td>
            <td className="table__cell">
              <Badge tone={tour.gpsRecency === 'NONE' ? 'red' : 'yellow'}>
                {t(`homepage.recency.${tour.gpsRecency}`)}
              </Badge>{' '}
              {tour.lastPositionAt && (
                <span className="homepage__age">{format.dateTime(tour.lastPositionAt)}</span>
              )}
            </td>
          </tr>
        )}
      />
      <Widget
        id="arrivals"
        title={t('homepage.arrivals')}
        empty={t('homepage.arrivalsEmpty')}
        query={arrivals}
        head={[t('homepage.tour'), t('homepage.stop'), t('homepage.arrival'), t('homepage.status')]}
        row={(stop) => {
          const eta = etaDisplay(stop.etaStatus);
          return (
            <tr key={stop.id} className="table__row">
              <td className="table__cell">
                <Link to={tourPath(stop.tourReference)}>{stop.tourReference}</Link>
              </td>
              <td className="table__cell">{stopName(stop)}</td>
              <td className="table__cell table__cell--nowrap">
                {format.dateTime(stop.arrivedAt ?? stop.eta, stop.timezone)}
              </td>
              <td className="table__cell">
                {stop.arrivedAt ? (
                  <Badge tone="green">{t('homepage.arrived')}</Badge>
                ) : (
                  <Badge tone={eta.tone}>
                    {t('homepage.expected')} · {t(`eta.${eta.key}`)}
                  </Badge>
                )}
              </td>
            </tr>
          );
        }}
      />
    </div>
  );
}
