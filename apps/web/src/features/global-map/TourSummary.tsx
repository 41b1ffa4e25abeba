// What the global map says of one tour, in its popover and in the list beside the map (the keyboard and
// screen-reader path): reference with the link to its details, carrier, resource, GPS recency, next stop
// with its ETA and delay state.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/format';
import { RecencyBadge } from '../map/RecencyBadge';
import { etaDisplay } from '../orders/status-display';
import { tourDetailsPath } from '../tours/tour-display';
import type { MapTour } from './tour-points';

export function NextStopEta({ tour }: { tour: MapTour }) {
  const { t, i18n } = useTranslation();
  const next = tour.nextStop;
  if (!next) return <span className="muted">{t('globalMap.noNextStop')}</span>;
  const eta = etaDisplay(next.etaStatus);
  return (
    <span className="map-tour__next">
      <span>{[next.name, next.town].filter(Boolean).join(', ')}</span>
      <span>
        {t('globalMap.eta')} {formatDateTime(next.eta, i18n.language, next.timezone) || '—'}
      </span>
      <Badge tone={eta.tone}>{t(`eta.${eta.key}`)}</Badge>
    </span>
  );
}

/** The popover's content. */
export function TourSummary({ tour }: { tour: MapTour }) {
  const { t } = useTranslation();
  return (
    <div className="map-tour" data-testid="tour-popover">
      <h3 className="map-tour__reference">{tour.reference}</h3>
      <dl className="map-tour__facts">
        <div>
          <dt>{t('globalMap.carrier')}</dt>
          <dd>{tour.charteredName ?? t('globalMap.ownFleet')}</dd>
        </div>
        <div>
          <dt>{t('globalMap.resource')}</dt>
          <dd>{tour.meanLabel}</dd>
        </div>
        <div>
          <dt>{t('globalMap.position')}</dt>
          <dd>
            <RecencyBadge date={tour.position?.date} />
          </dd>
        </div>
        <div>
          <dt>{t('globalMap.nextStop')}</dt>
          <dd>
            <NextStopEta tour={tour} />
          </dd>
        </div>
      </dl>
      <Link className="button button--ghost" to={tourDetailsPath(tour.reference)}>
        {t('globalMap.openTour')}
      </Link>
    </div>
  );
}
