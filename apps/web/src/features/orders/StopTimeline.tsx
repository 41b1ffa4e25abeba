import { formatAddress } from '@cargolens/domain/stops';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { useFormats } from '../preferences/use-formats';
import { StopEta } from './StopEta';
import { stopStateDisplay } from './status-display';
import type { Stop } from './types';

function StopItem({ stop }: { stop: Stop }) {
  const { t } = useTranslation();
  const format = useFormats();
  const zone = stop.timezone;
  // Every state below is the domain's, stored by the API (decision 0065): shown, never worked out here.
  const state = stopStateDisplay(stop.summaryState);
  const ahead = !stop.completionState.isDone && !stop.isSkipped;
  const distance = format.distance(stop.remainingDistance);
  const activity = stop.activity === 'LOADING' || stop.activity === 'UNLOADING' ? stop.activity : 'UNLOADING';
  return (
    <li
      className={`stop stop--${state.marker}${stop.isNextStop ? ' stop--next' : ''}`}
      data-testid="stop"
      data-state={stop.summaryState}
    >
      <span className="stop__marker" aria-hidden="true">
        {stop.sequence}
      </span>
      <div className="stop__body">
        <div className="stop__head">
          <span className="stop__activity">{t(`activity.${activity}`)}</span>
          <h3 className="stop__name">{format.site(stop)}</h3>
          {stop.isNextStop && <Badge tone="blue">{t('order.nextStop')}</Badge>}
          {state.tone && <Badge tone={state.tone}>{t(`stopState.${state.key}`)}</Badge>}
          {(stop.completionState.isLate || stop.onSite.isLate) && <Badge tone="red">{t('order.late')}</Badge>}
        </div>
        <p className="stop__address">{formatAddress(stop)}</p>
        <dl className="stop__facts">
          <div>
            <dt>{t('order.planned')}</dt>
            <dd>{format.window(stop.plannedStart, stop.plannedEnd, zone) || '—'}</dd>
          </div>
          {stop.appointment && (
            <div>
              <dt>{t('order.appointment')}</dt>
              <dd>{format.window(stop.appointment.startAt, stop.appointment.endAt, zone)}</dd>
            </div>
          )}
          <div>
            <dt>{t('order.arrivedAt')}</dt>
            <dd>{format.dateTime(stop.arrivedAt, zone) || '—'}</dd>
          </div>
          <div>
            <dt>{t('order.leftAt')}</dt>
            <dd>{format.dateTime(stop.leftAt, zone) || '—'}</dd>
          </div>
          {ahead && (
            <div>
              <dt>{t('order.eta')}</dt>
              <dd>
                <StopEta stop={stop} />
              </dd>
            </div>
          )}
          {distance && ahead && (
            <div>
              <dt>{t('order.remaining')}</dt>
              <dd>{distance}</dd>
            </div>
          )}
        </dl>
      </div>
    </li>
  );
}

export function StopTimeline({ stops }: { stops: Stop[] }) {
  return (
    <ol className="stops">
      {stops.map((stop) => (
        <StopItem key={stop.id} stop={stop} />
      ))}
    </ol>
  );
}
