// What each column of the orders list shows (shipment-domain §2 "Order list columns"), and which sort it offers.
import { goodsMeasureCount } from '@cargolens/domain/goods';
import type { OrderListColumn } from '@cargolens/domain/orders';
import { TIMELINE_STEPS, timelineStepOf } from '@cargolens/domain/timeline';
import type { Messages } from '@cargolens/i18n';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Badge } from '../../ui/Badge';
import { formatNumber } from '../../ui/format';
import type { useFormats } from '../preferences/use-formats';
import { OrderStatusBadge } from './OrderStatusBadge';
import type { SortField } from './orders-query';
import { etaDisplay, transportModeKey } from './status-display';
import { TagList } from './TagList';
import type { Order, StopSummary } from './types';

/** The API sort each sortable column offers; its table column carries that id. */
export const COLUMN_SORT: Partial<Record<OrderListColumn, SortField>> = {
  reference: 'reference',
  clientReference: 'clientReference',
  departure: 'departureDate',
  arrival: 'arrivalDate',
  createdAt: 'createdAt',
};

/** Columns of codes and references, which read best on one line. */
export const NOWRAP_COLUMNS: ReadonlySet<OrderListColumn> = new Set([
  'clientReference',
  'consignmentReference',
  'bookingReferences',
  'billOfLading',
  'containerReference',
  'tourReference',
  'meanName',
  'transportMode',
]);

type GoodsKey = keyof Messages['goodsType'];
type ModeKey = keyof Messages['resourceMode'];
type StepKey = keyof Messages['orderList']['timeline'];

const none = <span className="muted">—</span>;
const text = (value: string | null | undefined) => (value ? value : none);

function Place({ place, format }: { place: StopSummary | null | undefined; format: Formats }) {
  if (!place) return none;
  const name = format.site(place);
  return (
    <span className="place">
      <span className="place__name" title={name}>
        {name}
      </span>
      <span className="place__sub">{[place.town, place.country].filter(Boolean).join(', ')}</span>
      {place.plannedStart && (
        <span className="place__sub">{format.dateTime(place.plannedStart, place.timezone)}</span>
      )}
    </span>
  );
}

/** The order's step among the timeline's, from its current status (the domain's timeline rules). */
function Progress({ status, t }: { status: string; t: TFunction }) {
  const current = timelineStepOf(status);
  if (!current || status === 'CANCEL_ORDER') return none;
  const steps = TIMELINE_STEPS.filter((step) => step !== 'onTerminal' || current === 'onTerminal');
  const index = steps.indexOf(current);
  const label = t(`orderList.timeline.${current as StepKey}`);
  return (
    <span className="progress" title={label}>
      <span className="progress__dots" aria-hidden="true">
        {steps.map((step, i) => (
          <span key={step} className={`progress__dot${i <= index ? ' progress__dot--done' : ''}`} />
        ))}
      </span>
      <span className="place__sub">
        {t('orderList.timeline.step', { step: index + 1, steps: steps.length, label })}
      </span>
    </span>
  );
}

function GoodsSummary({ goods, t, lang }: { goods: Order['goods']; t: TFunction; lang: string }) {
  const lines = (goods ?? []).flatMap((item) => {
    if (!('goodsType' in item)) return [];
    const count = goodsMeasureCount({ type: item.goodsType, quantity: item.quantity, size: item.size });
    const type =
      item.goodsType in { FULL_TRUCK: 1, LINEAR_METERS: 1, PALETS: 1 }
        ? t(`goodsType.${item.goodsType as GoodsKey}`)
        : item.goodsType;
    return [count === null ? type : `${formatNumber(count, lang)} × ${type}`];
  });
  return lines.length ? <span className="goods-summary">{lines.join(' · ')}</span> : none;
}

type Formats = ReturnType<typeof useFormats>;

export interface CellContext {
  t: TFunction;
  lang: string;
  /** Dates and site names as the user chose to see them. */
  format: Formats;
  /** The actions column's content for this order (it needs the page's handlers). */
  actions: (order: Order) => ReactNode;
}

export function orderCell(
  column: OrderListColumn,
  order: Order,
  { t, lang, format, actions }: CellContext,
): ReactNode {
  switch (column) {
    case 'reference':
      return <span className="reference">{order.reference}</span>;
    case 'clientReference':
      return text(order.clientReference);
    case 'status':
      return (
        <span className="status-cell">
          <OrderStatusBadge status={order.currentStatus} />
        </span>
      );
    case 'transportMode':
      return t(`transportMode.${transportModeKey(order.transportMode)}`);
    case 'departure':
      return <Place place={order.departure} format={format} />;
    case 'arrival':
      return <Place place={order.arrival} format={format} />;
    case 'nextStopPoint': {
      const next = order.nextStopPoint ? order[order.nextStopPoint] : null;
      return next ? (
        <span className="place">
          <span className="place__name">{next.name}</span>
          <span className="place__sub">{[next.town, next.country].filter(Boolean).join(', ')}</span>
        </span>
      ) : (
        none
      );
    }
    case 'nextStopPointIssue': {
      if (!order.nextStopPointEtaState) return none;
      const eta = etaDisplay(order.nextStopPointEtaState);
      return (
        <Badge tone={eta.tone} dot>
          {t(`eta.${eta.key}`)}
        </Badge>
      );
    }
    case 'timeline':
      return <Progress status={order.currentStatus} t={t} />;
    case 'tags':
      return order.tags.length ? <TagList tags={order.tags} /> : none;
    case 'ownerName':
      return order.ownerName;
    case 'charteringName':
      return text(order.charteredName);
    case 'tourReference':
      return text(order.tourReference);
    case 'mean':
      return order.mean?.mode ? t(`resourceMode.${order.mean.mode as ModeKey}`) : none;
    case 'meanName':
      return text(order.mean?.label);
    case 'goods':
      return <GoodsSummary goods={order.goods} t={t} lang={lang} />;
    case 'consignmentReference':
      return text(order.consignmentReference);
    case 'bookingReferences':
      return text(order.bookingReference);
    case 'billOfLading':
      return text(order.billOfLadingReference);
    case 'containerReference':
      return text(order.containerReference);
    case 'createdAt':
      return <span className="created">{format.dateTime(order.createdAt)}</span>;
    case 'actions':
      return actions(order);
  }
}
