import { TOUR_EVENT_NAMES, type TourEventName } from '@cargolens/domain/tours';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../preferences/use-formats';
import type { TourEvent } from './types';

const isKnown = (name: string): name is TourEventName =>
  (TOUR_EVENT_NAMES as readonly string[]).includes(name);

/** What happened to the tour, oldest first: orders added or removed, chartering steps, pairing. */
export function TourEvents({ events }: { events: TourEvent[] }) {
  const { t } = useTranslation();
  const format = useFormats();
  if (events.length === 0) return <p className="muted">{t('tour.noEvents')}</p>;
  return (
    <ol className="tour-events">
      {events.map((event) => (
        <li key={event.id} className={`tour-event tour-event--${event.category}`} data-testid="tour-event">
          <time className="tour-event__date" dateTime={event.occurredAt}>
            {format.dateTime(event.occurredAt)}
          </time>
          <span className="tour-event__name">
            {isKnown(event.name) ? t(`tourEvent.${event.name}`) : t('tourEvent.other')}
          </span>
          <span className="tour-event__details">
            {[
              event.user && t('tour.eventBy', { name: event.user }),
              event.actorOrganizationName,
              event.carrierName && t('tour.eventCarrier', { name: event.carrierName }),
              event.resourceName && t('tour.eventResource', { name: event.resourceName }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {event.comment && <span className="tour-event__comment">{event.comment}</span>}
        </li>
      ))}
    </ol>
  );
}
