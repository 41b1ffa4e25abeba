import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { useTourEvents } from './use-tour-assignment';

/** What happened to the tour's chartering and pairing, oldest first. */
export function TourEventsList({ tourId }: { tourId: string }) {
  const { t, i18n } = useTranslation();
  const events = useTourEvents(tourId);
  if (!events.data) return null;
  if (events.data.length === 0)
    return <p className="assignment-history__empty">{t('assignment.history.empty')}</p>;
  return (
    <ol className="assignment-history">
      {events.data.map((event) => (
        <li key={event.id} className="assignment-history__item">
          <span className="assignment-history__name">
            {t(`assignment.events.${event.name}`)}
            {(event.carrierName ?? event.resourceName) && ` — ${event.carrierName ?? event.resourceName}`}
          </span>
          <span className="assignment-history__meta">
            <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, i18n.language)}</time>
            {[event.user, event.organizationName].filter(Boolean).length > 0 &&
              ` · ${[event.user, event.organizationName].filter(Boolean).join(', ')}`}
            {event.via && ` · ${t('assignment.history.via')}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
