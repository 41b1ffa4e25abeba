import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../ui/Badge';
import type { TourAssignment } from './types';
import { useTourAssignment } from './use-tour-assignment';
import './assignment.css';

const CHARTERING_TONE: Record<TourAssignment['chartering']['status'], Tone> = {
  NONE: 'gray',
  REQUESTED: 'yellow',
  CONFIRMED: 'green',
  REFUSED: 'red',
  UNCHARTERED: 'gray',
};

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="assignment-facts__entry">
      <dt className="assignment-facts__label">{label}</dt>
      <dd className="assignment-facts__value">{children}</dd>
    </div>
  );
}

/** Who carries the tour and with what: its chartering and pairing. */
export function AssignmentPanel({ tourId }: { tourId: string }) {
  const { t } = useTranslation();
  const assignment = useTourAssignment(tourId);
  if (!assignment.data) return null;
  const { chartering, pair } = assignment.data;
  const carrier = chartering.agency
    ? `${chartering.agency.name} · ${chartering.organization?.name ?? ''}`
    : chartering.unknownCarrierName;
  const resource = pair.mean?.label ?? pair.vehicle;
  return (
    <section className="panel" aria-labelledby="assignment-title" data-testid="assignment-panel">
      <h2 id="assignment-title" className="panel__title">
        {t('assignment.title')}
      </h2>
      <dl className="assignment-facts">
        <Entry label={t('assignment.chartering')}>
          <Badge tone={CHARTERING_TONE[chartering.status]}>
            {t(`assignment.charteringStatus.${chartering.status}`)}
          </Badge>
        </Entry>
        <Entry label={t('assignment.carrier')}>{carrier || t('assignment.none')}</Entry>
        <Entry label={t('assignment.pairing')}>
          <span className="assignment-facts__inline">
            <Badge tone={pair.isPaired ? 'green' : 'gray'}>
              {t(`assignment.pairingAgency.${pair.pairingAgency}`)}
            </Badge>
            <span>{t(`assignment.pairingStatus.${pair.status}`)}</span>
          </span>
        </Entry>
        <Entry label={t('assignment.resource')}>
          {resource ? (
            <span data-testid="paired-resource">
              {resource}
              {pair.pairedBy && (
                <span className="assignment-facts__sub">
                  {t('assignment.pairedBy', { name: pair.pairedBy })}
                </span>
              )}
            </span>
          ) : (
            t('assignment.none')
          )}
        </Entry>
      </dl>
    </section>
  );
}
