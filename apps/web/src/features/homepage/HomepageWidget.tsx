// One homepage widget of the user's layout, by its kind (decision 0111): a titled panel with its count and a
// table of its first rows (the widget's limit), or a sentence when there are none.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { LoadError, Loading } from '../../ui/Status';
import { etaDisplay } from '../orders/status-display';
import { useFormats } from '../preferences/use-formats';
import { TourStatusBadge } from '../tours/TourStatusBadge';
import { tourDetailsPath } from '../tours/tour-display';
import type { LayoutWidget } from './homepage-layout';
import { useArrivals, useLateStops, useSilentTours } from './use-homepage';

interface WidgetQuery<T> {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: { items: T[]; meta: { totalItems: number } };
}

function WidgetPanel<T>({
  id,
  kind,
  title,
  empty,
  query,
  head,
  row,
}: {
  id: string;
  kind: string;
  title: string;
  empty: string;
  query: WidgetQuery<T>;
  head: string[];
  row: (item: T) => ReactNode;
}) {
  const total = query.data?.meta.totalItems;
  return (
    <section
      className="panel panel--flush homepage__widget"
      aria-labelledby={`${id}-title`}
      data-testid={kind}
      data-widget-kind={kind}
    >
      <h3 className="panel__title" id={`${id}-title`}>
        {title}
        {total !== undefined && total > 0 && <span className="homepage__count">{total}</span>}
      </h3>
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

interface WidgetStop {
  tourReference: string;
  name: string;
  town: string;
}

/** A stop's row: its tour, the stop named as the user prefers, a time at the stop (as shown) and its state. */
function StopRow({ stop, at, children }: { stop: WidgetStop; at: string; children: ReactNode }) {
  const format = useFormats();
  const stopName =
    format.preferences.siteNameDisplay === 'name' ? `${stop.name}, ${stop.town}` : format.site(stop);
  return (
    <tr className="table__row">
      <td className="table__cell">
        <Link to={tourDetailsPath(stop.tourReference)}>{stop.tourReference}</Link>
      </td>
      <td className="table__cell">{stopName}</td>
      <td className="table__cell table__cell--nowrap">{at}</td>
      <td className="table__cell">{children}</td>
    </tr>
  );
}

function LateStops({ widget, id }: { widget: LayoutWidget; id: string }) {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <WidgetPanel
      id={id}
      kind="late-stops"
      title={widget.title ?? t('homepage.lateStops')}
      empty={t('homepage.lateStopsEmpty')}
      query={useLateStops(widget.limit)}
      head={[t('homepage.tour'), t('homepage.stop'), t('homepage.eta'), t('homepage.delay')]}
      row={(stop) => {
        const eta = etaDisplay(stop.etaStatus);
        return (
          <StopRow key={stop.id} stop={stop} at={format.dateTime(stop.eta, stop.timezone) || '—'}>
            <Badge tone={eta.tone}>{t(`eta.${eta.key}`)}</Badge>
            {(stop.isLateOnSite || stop.isCompletionLate) && <Badge tone="red">{t('order.late')}</Badge>}
          </StopRow>
        );
      }}
    />
  );
}

function SilentTours({ widget, id }: { widget: LayoutWidget; id: string }) {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <WidgetPanel
      id={id}
      kind="silent-tours"
      title={widget.title ?? t('homepage.silentTours')}
      empty={t('homepage.silentToursEmpty')}
      query={useSilentTours(widget.limit)}
      head={[t('homepage.tour'), t('homepage.status'), t('homepage.resource'), t('homepage.lastPosition')]}
      row={(tour) => (
        <tr key={tour.id} className="table__row">
          <td className="table__cell">
            <Link to={tourDetailsPath(tour.reference)}>{tour.reference}</Link>
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
  );
}

function Arrivals({ widget, id }: { widget: LayoutWidget; id: string }) {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <WidgetPanel
      id={id}
      kind="arrivals"
      title={widget.title ?? t('homepage.arrivals')}
      empty={t('homepage.arrivalsEmpty')}
      query={useArrivals(widget.limit)}
      head={[t('homepage.tour'), t('homepage.stop'), t('homepage.arrival'), t('homepage.status')]}
      row={(stop) => {
        const eta = etaDisplay(stop.etaStatus);
        return (
          <StopRow key={stop.id} stop={stop} at={format.dateTime(stop.arrivedAt ?? stop.eta, stop.timezone)}>
            {stop.arrivedAt ? (
              <Badge tone="green">{t('homepage.arrived')}</Badge>
            ) : (
              <Badge tone={eta.tone}>
                {t('homepage.expected')} · {t(`eta.${eta.key}`)}
              </Badge>
            )}
          </StopRow>
        );
      }}
    />
  );
}

const BY_KIND = { lateStops: LateStops, silentTours: SilentTours, arrivals: Arrivals } as const;

export function HomepageWidget({ widget }: { widget: LayoutWidget }) {
  const View = BY_KIND[widget.kind];
  return <View widget={widget} id={`widget-${widget.key}`} />;
}
