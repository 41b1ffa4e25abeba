import { type EtaSource, isExternalEtaSource } from '@cargolens/domain/eta';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { useFormats } from '../preferences/use-formats';
import { delayText, stopDelayMinutes } from './delay-text';
import { etaDisplay } from './status-display';
import type { Stop } from './types';

/**
 * The ETA of a stop with its status colour, where it comes from when an integration sent it (external ETAs come
 * first, decision 0101), whether that external ETA is stale (shown only for want of a current one, decision
 * 0152) and, when late or early, the signed delay.
 */
export function StopEta({ stop }: { stop: Stop }) {
  const { t } = useTranslation();
  const format = useFormats();
  if (!stop.eta?.date) return <span className="muted">{t('eta.unknown')}</span>;
  const status = etaDisplay(stop.eta.etaStatus);
  const delay = stopDelayMinutes(stop);
  const source = stop.eta.source as EtaSource | null;
  return (
    <span className="eta">
      {format.dateTime(stop.eta.date, stop.timezone)}
      <Badge tone={status.tone} dot>
        {t(`eta.${status.key}`)}
      </Badge>
      {source && isExternalEtaSource(source) && <Badge tone="blue">{t(`etaSource.${source}`)}</Badge>}
      {stop.eta.isDeprecated && (
        <>
          <Badge tone="gray">{t('etaDeprecation.badge')}</Badge>
          <span className="eta__note muted">{t('etaDeprecation.explanation')}</span>
        </>
      )}
      {delay !== null && delay !== 0 && (
        <Badge tone={status.tone}>{t('eta.delay', { value: delayText(delay, t) })}</Badge>
      )}
    </span>
  );
}
