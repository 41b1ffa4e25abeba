import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { formatDateTime, formatWindow } from '../../ui/format';
import { Panel } from '../../ui/Panel';
import { delayText } from '../orders/delay-text';
import { etaDisplay } from '../orders/status-display';
import type { PublicStop } from './use-public-eta';

/** The order's loading and delivery stops as the public may see them: town, times, ETA and delay. */
export function PublicStops({ stops }: { stops: PublicStop[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Panel
      id="public-stops-title"
      title={t('publicLink.page.stopsTitle')}
      className="public-stops"
      titleClassName="public-section__title"
    >
      <ol className="public-stops__list">
        {stops.map((stop) => {
          const eta = etaDisplay(stop.etaStatus);
          const place = [stop.postalCode, stop.town].filter(Boolean).join(' ');
          const planned = formatWindow(stop.plannedStart, stop.plannedEnd, lang, stop.timezone);
          const appointment = formatWindow(stop.appointmentStart, stop.appointmentEnd, lang, stop.timezone);
          const facts: Array<[string, string]> = [
            ...(planned ? [[t('order.planned'), planned] as [string, string]] : []),
            ...(appointment ? [[t('order.appointment'), appointment] as [string, string]] : []),
            ...(stop.arrivedAt
              ? [
                  [t('order.arrivedAt'), formatDateTime(stop.arrivedAt, lang, stop.timezone)] as [
                    string,
                    string,
                  ],
                ]
              : []),
            ...(stop.leftAt
              ? [[t('order.leftAt'), formatDateTime(stop.leftAt, lang, stop.timezone)] as [string, string]]
              : []),
          ];
          return (
            <li
              key={`${stop.activity}-${stop.plannedStart ?? ''}-${stop.town}`}
              className="panel public-stop"
              data-testid="public-stop"
            >
              <h3 className="public-stop__title">
                {t(`activity.${stop.activity}`)}
                <span className="public-stop__place">
                  {place}, {stop.country}
                </span>
              </h3>
              <div className="public-stop__eta">
                <span className="public-stop__label">{t('order.eta')}</span>
                {stop.isDone ? (
                  <Badge tone="green" dot>
                    {t('order.done')}
                  </Badge>
                ) : stop.isSkipped ? (
                  <Badge tone="gray">{t('order.skipped')}</Badge>
                ) : stop.eta ? (
                  <>
                    <strong>{formatDateTime(stop.eta, lang, stop.timezone)}</strong>
                    <Badge tone={eta.tone} dot>
                      {t(`eta.${eta.key}`)}
                    </Badge>
                    {stop.delayMinutes !== null && stop.delayMinutes !== 0 && (
                      <Badge tone={eta.tone}>
                        {t('eta.delay', { value: delayText(stop.delayMinutes, t) })}
                      </Badge>
                    )}
                  </>
                ) : (
                  <span className="muted">{t('eta.unknown')}</span>
                )}
              </div>
              {facts.length > 0 && (
                <dl className="public-stop__facts">
                  {facts.map(([term, value]) => (
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
