// The global map (shipment-domain §2): every running tour the session sees at its truck's latest position,
// clustered, labelled as the user chose (§9), filtered like the Tours page, live; and beside it the same tours
// as a list — the keyboard and screen-reader path to what each popover says (decision 0145).
import { STOP_DELAY_STATES, type StopDelayState } from '@cargolens/domain/delay';
import { GLOBAL_MAP_LABELS, type GlobalMapLabel } from '@cargolens/domain/settings';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { MultiSelect } from '../../ui/MultiSelect';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { LoadError, Loading } from '../../ui/Status';
import { RecencyBadge, useNow } from '../map/RecencyBadge';
import { delayStateKey } from '../orders/status-display';
import { NO_TOUR_FILTERS, ToursFilters } from '../tours/ToursFilters';
import {
  MAP_TOUR_STATUSES,
  type MapToursQuery,
  readMapToursQuery,
  writeMapToursQuery,
} from './map-tours-query';
import { NextStopEta } from './TourSummary';
import { type MapTour, tourPoints, toursInView, type ViewBounds } from './tour-points';
import { useGlobalMapLabel } from './use-global-map-label';
import { useMapTours } from './use-map-tours';
import '../../ui/list-page.css';
import '../../ui/table.css';
import '../orders/orders.css';
import './global-map.css';
import { Panel } from '../../ui/Panel';
import { tourDetailsPath } from '../tours/tour-display';

const TourMap = lazy(() => import('./TourMap'));
/** The list beside the map stays short; the map and the filters narrow it. */
const LIST_MAX = 100;

function VisibleTours({ tours, onShow }: { tours: MapTour[]; onShow: (id: string) => void }) {
  const { t } = useTranslation();
  if (tours.length === 0) return <p className="muted">{t('globalMap.noneInView')}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="table global-map__table" data-testid="map-tour-list">
          <thead>
            <tr>
              <th scope="col">{t('globalMap.tour')}</th>
              <th scope="col">{t('globalMap.carrier')}</th>
              <th scope="col">{t('globalMap.resource')}</th>
              <th scope="col">{t('globalMap.position')}</th>
              <th scope="col">{t('globalMap.nextStop')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('globalMap.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tours.slice(0, LIST_MAX).map((tour) => (
              <tr key={tour.id} data-testid="map-tour-row">
                <th scope="row">
                  <Link id={`map-tour-${tour.id}`} to={tourDetailsPath(tour.reference)}>
                    {tour.reference}
                  </Link>
                </th>
                <td>{tour.charteredName ?? t('globalMap.ownFleet')}</td>
                <td>{tour.meanLabel}</td>
                <td>
                  <RecencyBadge date={tour.position?.date} />
                </td>
                <td>
                  <NextStopEta tour={tour} />
                </td>
                <td>
                  {tour.position && (
                    <Button
                      className="button button--ghost"
                      aria-describedby={`map-tour-${tour.id}`}
                      onPress={() => onShow(tour.id)}
                    >
                      {t('globalMap.showOnMap')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tours.length > LIST_MAX && (
        <p className="muted">{t('globalMap.listCapped', { shown: LIST_MAX, count: tours.length })}</p>
      )}
    </>
  );
}

export function GlobalMapPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.globalMap'));
  const [params, setParams] = useSearchParams();
  const query = readMapToursQuery(params);
  const serialized = params.toString();
  const update = useCallback(
    (change: Partial<MapToursQuery>) =>
      setParams(writeMapToursQuery({ ...readMapToursQuery(new URLSearchParams(serialized)), ...change }), {
        replace: true,
      }),
    [serialized, setParams],
  );
  const tours = useMapTours(query);
  const label = useGlobalMapLabel();
  const now = useNow();
  const items = tours.data?.items;
  const points = useMemo(() => tourPoints(items ?? [], label.label, now), [items, label.label, now]);
  const [bounds, setBounds] = useState<ViewBounds | null>(null);
  const inView = useMemo(() => toursInView(items ?? [], bounds), [items, bounds]);
  const [selected, setSelected] = useState<{ id: string } | null>(null);
  const onSelect = useCallback((id: string | null) => setSelected(id ? { id } : null), []);
  const frameKey = writeMapToursQuery(query).toString();

  const total = tours.data?.meta.totalItems;
  return (
    <>
      <PageHeader
        title={t('nav.globalMap')}
        meta={
          total !== undefined && (
            <span data-testid="map-tours-total">
              {items && total > items.length
                ? t('globalMap.partial', { shown: items.length, count: total })
                : t('globalMap.total', { count: total })}
            </span>
          )
        }
        actions={
          <SelectField
            label={t('globalMap.label')}
            value={label.label}
            options={GLOBAL_MAP_LABELS.map((id) => ({ id, label: t(`globalMap.labels.${id}`) }))}
            onChange={(next) => label.save(next as GlobalMapLabel)}
          />
        }
      />
      <ToursFilters
        query={query}
        onChange={update}
        statuses={MAP_TOUR_STATUSES}
        moreFiltered={query.delay.length > 0}
        onReset={() => update({ ...NO_TOUR_FILTERS, delay: [] })}
      >
        <MultiSelect
          label={t('globalMap.delay')}
          placeholder={t('orders.anyValue')}
          countLabel={(count) => t('orders.selectedCount', { count })}
          options={STOP_DELAY_STATES.map((id) => ({ id, label: t(`eta.${delayStateKey(id)}`) }))}
          value={query.delay}
          onChange={(delay) => update({ delay: delay as StopDelayState[] })}
        />
      </ToursFilters>
      {tours.isError ? (
        <LoadError onRetry={() => void tours.refetch()} />
      ) : (
        <div className="global-map">
          <div className="global-map__map">
            <Suspense fallback={<Loading />}>
              <TourMap
                points={points}
                tours={items ?? []}
                selected={selected}
                onSelect={onSelect}
                onView={setBounds}
                frameKey={frameKey}
              />
            </Suspense>
          </div>
          <Panel id="global-map-list-title" title={t('globalMap.inView')} className="panel global-map__list">
            {tours.isPending ? <Loading /> : <VisibleTours tours={inView} onShow={onSelect} />}
          </Panel>
        </div>
      )}
    </>
  );
}
