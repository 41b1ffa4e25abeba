// The side panels of the tour details page: summary, chartering (shipment-domain §3 "chartering") and pairing
// ("pair"), each with the place where its actions go.
import { charteringRights, PAIRING_STATUSES, pairingRights } from '@cargolens/domain/pairing';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/format';
import { transportModeKey } from '../orders/status-display';
import { TourAssignmentActions } from './TourAssignmentActions';
import { charteringStatusTone, pairingTone } from './tour-display';
import type { TourDetails } from './types';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__entry">
      <dt className="facts__label">{label}</dt>
      <dd className="facts__value">{children}</dd>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TourSummary({ tour }: { tour: TourDetails }) {
  const { t, i18n } = useTranslation();
  const none = t('order.none');
  return (
    <Panel id="tour-summary" title={t('tour.summary')}>
      <dl className="facts">
        <Entry label={t('tour.owner')}>{tour.ownerName}</Entry>
        <Entry label={t('tour.modes')}>
          {tour.transportModes.map((mode) => t(`transportMode.${transportModeKey(mode)}`)).join(', ') || none}
        </Entry>
        <Entry label={t('tour.start')}>{formatDateTime(tour.startAt, i18n.language) || none}</Entry>
        <Entry label={t('tour.vehicle')}>{tour.vehicle || none}</Entry>
        <Entry label={t('tour.trailer')}>{tour.trailer || none}</Entry>
        <Entry label={t('tour.driver')}>{tour.driver || none}</Entry>
        <Entry label={t('tour.created')}>{formatDateTime(tour.createdAt, i18n.language)}</Entry>
      </dl>
    </Panel>
  );
}

export function TourCharteringPanel({ tour }: { tour: TourDetails }) {
  const { t, i18n } = useTranslation();
  const { chartering } = tour;
  const carrier = chartering.organization?.name ?? chartering.unknownCarrierName;
  return (
    <Panel id="tour-chartering" title={t('tour.chartering')}>
      {carrier ? (
        <dl className="facts">
          <Entry label={t('tour.carrier')}>{carrier}</Entry>
          <Entry label={t('tour.agency')}>{chartering.agency?.name ?? t('order.none')}</Entry>
          {/* NONE with a carrier: handed to it outside the chartering steps (decision 0045), no step to show. */}
          {chartering.status !== 'NONE' && (
            <Entry label={t('tour.status')}>
              <Badge tone={charteringStatusTone(chartering.status)}>
                {t(`charteringStatus.${chartering.status}`)}
              </Badge>
            </Entry>
          )}
          {chartering.updatedAt && (
            <Entry label={t('tour.updatedAt')}>{formatDateTime(chartering.updatedAt, i18n.language)}</Entry>
          )}
        </dl>
      ) : (
        <p className="muted">{t('tour.notChartered')}</p>
      )}
      <TourAssignmentActions kind="chartering" tour={tour} rights={charteringRights(tour)} />
    </Panel>
  );
}

export function TourPairingPanel({ tour }: { tour: TourDetails }) {
  const { t, i18n } = useTranslation();
  const { pair } = tour;
  const status = PAIRING_STATUSES.find((s) => s === pair.status);
  return (
    <Panel id="tour-pairing" title={t('tour.pairing')}>
      <dl className="facts">
        <Entry label={t('tour.mean')}>{pair.mean?.label ?? tour.vehicle ?? t('tour.notPaired')}</Entry>
        {pair.telematicUnitId && <Entry label={t('tour.telematicUnit')}>{pair.telematicUnitId}</Entry>}
        <Entry label={t('tour.status')}>
          <Badge tone={pairingTone(pair)}>{status ? t(`pairingStatus.${status}`) : pair.status}</Badge>
        </Entry>
        <Entry label={t('tour.pairingAgency')}>{t(`pairingAgency.${pair.pairingAgency}`)}</Entry>
        {pair.pairedBy && <Entry label={t('tour.pairedBy')}>{pair.pairedBy}</Entry>}
        {pair.pairedAt && (
          <Entry label={t('tour.pairedAt')}>{formatDateTime(pair.pairedAt, i18n.language)}</Entry>
        )}
      </dl>
      <TourAssignmentActions kind="pairing" tour={tour} rights={pairingRights(tour)} />
    </Panel>
  );
}
