import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/format';
import { Panel } from '../../ui/Panel';
import { LazyMapView } from '../map/LazyMap';
import type { MapMarker } from '../map/map-marker';
import type { PublicEta } from './use-public-eta';

const REGION_ZOOM = 8;

/** "5 minutes ago", "3 hours ago" in the reader's language. */
function ageText(minutes: number, lang: string): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), 'hour');
  return format.format(-Math.round(minutes / 1440), 'day');
}

/** The truck on the map with how fresh its position is (green within 60 minutes, yellow older). */
export function TruckPosition({
  position,
  tourStatus,
}: {
  position: PublicEta['position'];
  tourStatus: string | null;
}) {
  const { t, i18n } = useTranslation();
  const markers = useMemo<MapMarker[]>(
    () =>
      position ? [{ id: 'truck', position, text: '', label: t('publicLink.page.truck'), kind: 'truck' }] : [],
    [position, t],
  );
  const running = tourStatus === 'IN_PROGRESS' || tourStatus === 'TOWARDS_FIRST_STOP';
  return (
    <Panel
      id="public-position-title"
      title={t('publicLink.page.positionTitle')}
      className="public-position"
      titleClassName="public-section__title"
    >
      {position ? (
        <>
          <p className="public-position__recency" data-testid="public-recency">
            <Badge tone={position.recency === 'RECENT' ? 'green' : 'yellow'} dot>
              {t(position.recency === 'RECENT' ? 'publicLink.page.recent' : 'publicLink.page.outdated')}
            </Badge>
            <span>
              {ageText(position.ageMinutes, i18n.language)} · {formatDateTime(position.date, i18n.language)}
            </span>
          </p>
          <div className="public-map">
            <LazyMapView
              label={t('publicLink.page.mapLabel')}
              markers={markers}
              fitShapes={false}
              // Opens on the truck at a regional zoom, where the offline base map still names towns around
              // it (MapView calls this once, when the map loads): later positions move the marker only.
              onMap={(map) => map?.jumpTo({ center: [position.lng, position.lat], zoom: REGION_ZOOM })}
            />
          </div>
        </>
      ) : (
        <p className="muted">{t(running ? 'publicLink.page.noPosition' : 'publicLink.page.notRunning')}</p>
      )}
    </Panel>
  );
}
