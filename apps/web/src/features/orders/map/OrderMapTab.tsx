import { formatAddress } from '@cargolens/domain/stops';
import { useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LazyMapView } from '../../map/LazyMap';
import type { MapMarker } from '../../map/map-marker';
import { RecencyBadge } from '../../map/RecencyBadge';
import { useFormats } from '../../preferences/use-formats';
import type { Order, Stop } from '../types';
import { fenceSummary, markerKind, type StopMarkerKind, stopMarkers, stopShapes } from './stop-markers';
import { type OrderTrack, trackCoordinates, useOrderTrack } from './use-order-track';
import './order-map.css';
import { Panel } from '../../../ui/Panel';

const TRUCK = 'truck';

const KINDS: StopMarkerKind[] = ['loading', 'delivery', 'passing'];
const ACTIVITY_LABEL = {
  loading: 'activity.LOADING',
  delivery: 'activity.UNLOADING',
  passing: 'orderMap.passing',
} as const;

/**
 * The order's planned stops on the map — numbered markers shaped by what the order does there, and the
 * geofence each stop is watched with — beside the same stops as a list, which is how keyboard and
 * screen-reader users read them (each entry can centre the map on its stop).
 */
export function OrderMapTab({ order, stops }: { order: Order; stops: Stop[] }) {
  const { t } = useTranslation();
  const format = useFormats();
  // A new object on every press, so pressing again re-centres a map that was moved since.
  const [focus, setFocus] = useState<{ markerId: string }>();
  const mapArea = useRef<HTMLDivElement>(null);
  const showOnMap = (markerId: string) => {
    setFocus({ markerId });
    // On narrow screens the list sits below the map: bring the map back into view.
    mapArea.current?.scrollIntoView({ block: 'nearest' });
  };
  const activityOf = (kind: StopMarkerKind) => t(ACTIVITY_LABEL[kind]);
  const markers = useMemo(
    () =>
      stopMarkers(stops, (stop) =>
        t('orderMap.marker', {
          number: stop.sequence,
          activity: t(ACTIVITY_LABEL[markerKind(stop)]),
          name: stop.name,
          town: stop.town,
        }),
      ),
    [stops, t],
  );
  const shapes = useMemo(() => stopShapes(stops), [stops]);
  const track = useOrderTrack(order.id).data;
  const line = useMemo(() => trackCoordinates(track), [track]);
  const position = track?.position;
  const vehicle = useMemo<MapMarker | undefined>(
    () =>
      position
        ? {
            id: TRUCK,
            position,
            text: '',
            label: t('globalMap.truckMarker', { resource: track?.meanLabel ?? '' }),
            kind: 'truck',
          }
        : undefined,
    [position, track?.meanLabel, t],
  );

  return (
    <div className="order-map">
      <div className="order-map__map" ref={mapArea}>
        <LazyMapView
          label={t('orderMap.mapLabel', { reference: order.reference })}
          shapes={shapes}
          markers={markers}
          track={line}
          vehicle={vehicle}
          focus={focus}
        />
        <ul className="order-map__legend" aria-label={t('orderMap.legend')}>
          {KINDS.map((kind) => (
            <li key={kind}>
              <span className={`map-marker map-marker--${kind} map-marker--inline`} aria-hidden="true" />
              {activityOf(kind)}
            </li>
          ))}
          <li>
            <span className="map-marker map-marker--truck map-marker--inline" aria-hidden="true" />
            {t('globalMap.truck')}
          </li>
          <li>
            <span className="order-map__track-key" aria-hidden="true" />
            {t('globalMap.track')}
          </li>
        </ul>
      </div>
      {track && <TruckPanel track={track} onShow={() => showOnMap(TRUCK)} />}
      <Panel id="order-map-stops-title" title={t('orderMap.stopsTitle')} className="panel order-map__stops">
        <ol className="map-stops">
          {stops.map((stop) => {
            const kind = markerKind(stop);
            const nameId = `map-stop-name-${stop.id}`;
            return (
              <li key={stop.id} className="map-stop" data-testid="map-stop">
                <span className={`map-marker map-marker--${kind} map-marker--inline`} aria-hidden="true">
                  {stop.sequence}
                </span>
                <div className="map-stop__body">
                  <span className="stop__activity">{activityOf(kind)}</span>
                  <h3 id={nameId} className="map-stop__name">
                    {stop.name}
                  </h3>
                  <p className="map-stop__line">{formatAddress(stop)}</p>
                  <dl className="map-stop__facts">
                    <div>
                      <dt>{t('order.planned')}</dt>
                      <dd>{format.window(stop.plannedStart, stop.plannedEnd, stop.timezone) || '—'}</dd>
                    </div>
                    <div>
                      <dt>{t('orderMap.geofence')}</dt>
                      <dd>
                        {fenceSummary(stop)
                          .map((fence) =>
                            fence.kind === 'circle'
                              ? t('orderMap.circle', { radius: fence.radius })
                              : t('orderMap.polygon'),
                          )
                          .join(', ') || '—'}
                      </dd>
                    </div>
                  </dl>
                  <Button
                    className="button button--ghost map-stop__show"
                    aria-describedby={nameId}
                    onPress={() => showOnMap(stop.id)}
                  >
                    {t('orderMap.showOnMap')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      </Panel>
    </div>
  );
}

/** The truck beside the stops: its resource, how fresh its position is, and how long its driven track is. */
function TruckPanel({ track, onShow }: { track: OrderTrack; onShow: () => void }) {
  const { t } = useTranslation();
  const running = track.tourStatus !== 'NOT_STARTED' && track.tourStatus !== 'FINISHED';
  return (
    <section
      className="panel order-map__truck"
      aria-labelledby="order-map-truck-title"
      data-testid="order-truck"
    >
      <h2 id="order-map-truck-title" className="panel__title">
        {t('globalMap.truck')}
      </h2>
      {track.meanLabel === null ? (
        <p className="muted">{t('globalMap.noTruck')}</p>
      ) : (
        <>
          <p className="order-map__truck-name">{track.meanLabel}</p>
          {running ? (
            <RecencyBadge date={track.position?.date} />
          ) : (
            <p className="muted">{t('globalMap.notRunning')}</p>
          )}
          <p className="muted" data-testid="track-points">
            {t('globalMap.trackPoints', { count: track.points.length })}
          </p>
          {track.position && (
            <Button className="button button--ghost" onPress={onShow}>
              {t('globalMap.showTruck')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
