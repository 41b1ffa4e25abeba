// How fresh a truck's position is, by the domain's rule (gpsRecency, shipment-domain §4: recent within 60
// minutes, green; older, yellow; none, red). The clock ticks every minute, so a truck that falls silent turns
// yellow on screen without a reload or a new event.
import { gpsRecency } from '@cargolens/domain/delay';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/format';

const MINUTE = 60_000;

export function useNow(everyMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The badge, and the time of the position when there is one. */
export function RecencyBadge({ date }: { date: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const recency = gpsRecency(date ?? null, useNow());
  return (
    <span className="recency" data-testid="gps-recency" data-state={recency.state}>
      <Badge tone={recency.colour} dot>
        {t(`homepage.recency.${recency.state}`)}
      </Badge>
      {date && <span className="recency__date">{formatDateTime(date, i18n.language)}</span>}
    </span>
  );
}
