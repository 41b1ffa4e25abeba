import type { TFunction } from 'i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { onBehalfPath } from '../organizations/acting-organization';
import type { Place } from './place-form';

function geofenceSummary(place: Place, t: TFunction): string {
  const first = place.geofence.features[0];
  if (!first) return '—';
  return first.geometry.type === 'Polygon'
    ? t('places.polygon')
    : t('places.circleOf', { radius: first.properties.radius ?? place.geofenceRadius ?? 500 });
}

/** Rows are links to the edit page: click, or arrows then Enter. */
export function PlacesTable({
  places,
  busy,
  acting,
}: {
  places: Place[];
  busy: boolean;
  /** The organization the back office acts for: rows keep its prefix. */
  acting: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll" aria-busy={busy}>
      <Table aria-label={t('places.tableLabel')} className={`table${busy ? ' table--busy' : ''}`}>
        <TableHeader>
          <Column isRowHeader className="table__column">
            {t('places.columns.name')}
          </Column>
          <Column className="table__column">{t('places.columns.address')}</Column>
          <Column className="table__column">{t('places.columns.timezone')}</Column>
          <Column className="table__column">{t('places.columns.geofence')}</Column>
          <Column className="table__column">{t('places.columns.status')}</Column>
        </TableHeader>
        <TableBody
          items={places}
          renderEmptyState={() => <p className="table__empty">{t('places.empty')}</p>}
        >
          {(place) => (
            <Row
              id={place.id}
              href={onBehalfPath(acting, `/admin/addresses/${place.id}`)}
              className="table__row"
              textValue={place.name}
            >
              <Cell className="table__cell">
                <span className="place__name">{place.name}</span>
                {place.externalId && <span className="place__sub">{place.externalId}</span>}
              </Cell>
              <Cell className="table__cell">
                <span className="place">
                  {place.address.street && <span>{place.address.street}</span>}
                  <span className="place__sub">
                    {[place.address.postalCode, place.address.town, place.address.country]
                      .filter(Boolean)
                      .join(' ')}
                  </span>
                </span>
              </Cell>
              <Cell className="table__cell">{place.timezone}</Cell>
              <Cell className="table__cell">{geofenceSummary(place, t)}</Cell>
              <Cell className="table__cell">
                {place.isActive ? (
                  <Badge tone="green">{t('places.active')}</Badge>
                ) : (
                  <Badge tone="gray">{t('places.inactive')}</Badge>
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
