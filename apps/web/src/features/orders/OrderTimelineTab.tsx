// The Timeline tab: the steps and events the API sends (buildTimeline, decision 0066), shown as they are.
import { TIMELINE_STEP_TONE } from '@cargolens/domain/delay';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { LoadError, Loading } from '../../ui/Status';
import { useFormats } from '../preferences/use-formats';
import { orderStatusDisplay } from './status-display';
import type { Order } from './types';
import { type TimelineStep, useOrderTimeline } from './use-order-timeline';

type TimelineEvent = TimelineStep['events'][number];

function EventLabel({ name }: { name: string }) {
  const { t } = useTranslation();
  // A skipped stop has a calculated code of its own; every other milestone is an order status.
  if (name.startsWith('loading_non_realised_calculated')) return <>{t('orderTimeline.loadingSkipped')}</>;
  if (name.startsWith('delivery_non_realised_calculated')) return <>{t('orderTimeline.deliverySkipped')}</>;
  const status = orderStatusDisplay(name);
  return <>{status.key === 'unknown' ? name : t(`orderStatus.${status.key}`)}</>;
}

function EventItem({ event }: { event: TimelineEvent }) {
  const format = useFormats();
  return (
    <li className="timeline__event" data-testid="timeline-event" data-name={event.name}>
      <span className="timeline__event-name">
        <EventLabel name={event.name} />
      </span>
      {event.siteName && <span className="place__sub">{event.siteName}</span>}
      <time className="place__sub" dateTime={event.occurredAt ?? undefined}>
        {format.dateTime(event.occurredAt, event.timezone)}
      </time>
    </li>
  );
}

export function OrderTimelineTab({ order }: { order: Order }) {
  const { t } = useTranslation();
  const timeline = useOrderTimeline(order.id);
  if (timeline.isPending) return <Loading />;
  if (timeline.isError)
    return <LoadError message={t('orderTimeline.failed')} onRetry={() => void timeline.refetch()} />;
  return (
    <ol className="timeline" aria-label={t('orderTimeline.title')}>
      {timeline.data.steps.map((step) => (
        <li
          key={step.type}
          className={`timeline__step timeline__step--${step.state}`}
          data-testid="timeline-step"
          data-step={step.type}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <div className="timeline__head">
            <h3 className="timeline__title">{t(`orderTimeline.steps.${step.type}`)}</h3>
            <Badge tone={TIMELINE_STEP_TONE[step.state]}>{t(`orderTimeline.state.${step.state}`)}</Badge>
            {step.hasAnomaly && <Badge tone="red">{t('orderTimeline.anomaly')}</Badge>}
          </div>
          {step.events.length + step.notificationEvents.length === 0 ? (
            <p className="muted">{t('orderTimeline.noEvents')}</p>
          ) : (
            <ul className="timeline__events">
              {[...step.events, ...step.notificationEvents].map((event) => (
                <EventItem key={event.id} event={event} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
