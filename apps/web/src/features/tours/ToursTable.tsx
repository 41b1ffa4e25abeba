import { Cell, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { SortableColumn } from '../../ui/SortableColumn';
import { transportModeKey } from '../orders/status-display';
import { useFormats } from '../preferences/use-formats';
import { StopPointSummary } from './StopPointSummary';
import { TourStatusBadge } from './TourStatusBadge';
import { TourOrdersCell, TourWaypointsCell } from './TourViewCells';
import { charteringStatusTone, tourDetailsPath } from './tour-display';
import type { TourSortField, ToursQuery, ToursView } from './tours-query';
import type { TourListItem } from './types';

interface ToursTableProps {
  tours: TourListItem[];
  view: ToursView;
  sort: ToursQuery['sort'];
  onSort: (sort: ToursQuery['sort']) => void;
  busy: boolean;
}

function TourRow({ tour, view }: { tour: TourListItem; view: ToursView }) {
  const { t } = useTranslation();
  const mean = tour.pair.mean?.label ?? tour.vehicle;
  return (
    <Row
      id={tour.id}
      href={tourDetailsPath(tour.reference)}
      className="table__row"
      textValue={tour.reference}
    >
      <Cell className="table__cell">
        <span className="reference-cell">
          <span className="reference">{tour.reference}</span>
          <span className="place__sub">{tour.ownerName}</span>
        </span>
      </Cell>
      <Cell className="table__cell">
        <span className="status-cell">
          <TourStatusBadge status={tour.status} />
          <span className="place__sub">
            {tour.transportModes.map((mode) => t(`transportMode.${transportModeKey(mode)}`)).join(', ')}
          </span>
        </span>
      </Cell>
      <Cell className="table__cell">
        <span className="place">
          <span className="place__name">{tour.charteredName ?? t('tours.notChartered')}</span>
          <span className="place__sub">{mean ?? t('tours.noMean')}</span>
          {tour.chartering.isActive && tour.chartering.status !== 'NONE' && (
            <Badge tone={charteringStatusTone(tour.chartering.status)}>
              {t(`charteringStatus.${tour.chartering.status}`)}
            </Badge>
          )}
        </span>
      </Cell>
      <Cell className="table__cell">
        <StopPointSummary point={tour.departure} />
      </Cell>
      {view === 'tours.orders' ? (
        <>
          <Cell className="table__cell">
            <StopPointSummary point={tour.arrival} />
          </Cell>
          <Cell className="table__cell">
            <TourOrdersCell tour={tour} />
          </Cell>
        </>
      ) : (
        <Cell className="table__cell">
          <TourWaypointsCell tour={tour} />
        </Cell>
      )}
    </Row>
  );
}

/**
 * One row per tour, a link to its details. tours.orders shows where it starts and ends and its orders;
 * tours.waypoints where it starts and every stop point in itinerary order.
 */
export function ToursTable({ tours, view, sort, onSort, busy }: ToursTableProps) {
  const { t, i18n } = useTranslation();
  const format = useFormats();
  return (
    <div className="table-scroll" aria-busy={busy}>
      <Table
        aria-label={t('tours.tableLabel')}
        className={`table table--tours${busy ? ' table--busy' : ''}`}
        sortDescriptor={sort}
        onSortChange={({ column, direction }) => onSort({ column: column as TourSortField, direction })}
      >
        <TableHeader>
          <SortableColumn id="reference" isRowHeader allowsSorting>
            {t('tours.columns.reference')}
          </SortableColumn>
          <SortableColumn id="status">{t('tours.columns.status')}</SortableColumn>
          <SortableColumn id="carrier">{t('tours.columns.carrier')}</SortableColumn>
          <SortableColumn id="startAt" allowsSorting>
            {t('tours.columns.departure')}
          </SortableColumn>
          {view === 'tours.orders' ? (
            <>
              <SortableColumn id="arrival">{t('tours.columns.arrival')}</SortableColumn>
              <SortableColumn id="orders">{t('tours.columns.orders')}</SortableColumn>
            </>
          ) : (
            <SortableColumn id="waypoints">{t('tours.columns.waypoints')}</SortableColumn>
          )}
        </TableHeader>
        <TableBody
          items={tours}
          // Rows are cached by id: a change of view, language or display preferences must render them again.
          dependencies={[view, i18n.language, format]}
          renderEmptyState={() => <p className="table__empty">{t('tours.empty')}</p>}
        >
          {(tour) => <TourRow tour={tour} view={view} />}
        </TableBody>
      </Table>
    </div>
  );
}
