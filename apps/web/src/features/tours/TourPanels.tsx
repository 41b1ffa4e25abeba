// The side panels of the tour details page: summary, chartering (shipment-domain §3 "chartering") and pairing
// ("pair"). Their actions sit in the page header (TourAssignmentSlot); the order detail shows the same panels.
import { PAIRING_STATUSES } from '@cargolens/domain/pairing';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { FactsEntry } from '../../ui/FactsEntry';
import { Panel } from '../../ui/Panel';
import { transportModeKey } from '../orders/status-display';
import { useFormats } from '../preferences/use-formats';
import { charteringStatusTone, pairingTone } from './tour-display';
import type { TourDetails } from './types';

export function TourSummary({ tour }: { tour: TourDetails }) {
  const { t } = useTranslation();
  const format = useFormats();
  const none = t('order.none');
  return (
    <Panel id="tour-summary" title={t('tour.summary')}>
      <dl className="facts">
        <FactsEntry label={t('tour.owner')}>{tour.ownerName}</FactsEntry>
        <FactsEntry label={t('tour.modes')}>
          {tour.transportModes.map((mode) => t(`transportMode.${transportModeKey(mode)}`)).join(', ') || none}
        </FactsEntry>
        <FactsEntry label={t('tour.start')}>{format.dateTime(tour.startAt) || none}</FactsEntry>
        <FactsEntry label={t('tour.vehicle')}>{tour.vehicle || none}</FactsEntry>
        <FactsEntry label={t('tour.trailer')}>{tour.trailer || none}</FactsEntry>
        <FactsEntry label={t('tour.driver')}>{tour.driver || none}</FactsEntry>
        <FactsEntry label={t('tour.created')}>{format.dateTime(tour.createdAt)}</FactsEntry>
      </dl>
    </Panel>
  );
}

/** What the chartering and pairing panels read: a tour's details, or a tour's assignment (features/tours/assignment). */
export type TourAssignmentView = Pick<TourDetails, 'chartering' | 'pair' | 'vehicle'>;

export function TourCharteringPanel({ tour }: { tour: TourAssignmentView }) {
  const { t } = useTranslation();
  const format = useFormats();
  const { chartering } = tour;
  const carrier = chartering.organization?.name ?? chartering.unknownCarrierName;
  // A refused or withdrawn chartering leaves no carrier, but the shipper must see that it happened.
  const hasStep = chartering.status !== 'NONE';
  return (
    <Panel id="tour-chartering" title={t('tour.chartering')}>
      {carrier || hasStep ? (
        <dl className="facts">
          <FactsEntry label={t('tour.carrier')}>{carrier ?? t('order.none')}</FactsEntry>
          <FactsEntry label={t('tour.agency')}>{chartering.agency?.name ?? t('order.none')}</FactsEntry>
          {/* NONE with a carrier: handed to it outside the chartering steps (decision 0045), no step to show. */}
          {hasStep && (
            <FactsEntry label={t('tour.status')}>
              <Badge tone={charteringStatusTone(chartering.status)}>
                {t(`charteringStatus.${chartering.status}`)}
              </Badge>
            </FactsEntry>
          )}
          {chartering.updatedAt && (
            <FactsEntry label={t('tour.updatedAt')}>{format.dateTime(chartering.updatedAt)}</FactsEntry>
          )}
        </dl>
      ) : (
        <p className="muted">{t('tour.notChartered')}</p>
      )}
    </Panel>
  );
}

export function TourPairingPanel({ tour }: { tour: TourAssignmentView }) {
  const { t } = useTranslation();
  const format = useFormats();
  const { pair } = tour;
  const status = PAIRING_STATUSES.find((s) => s === pair.status);
  return (
    <Panel id="tour-pairing" title={t('tour.pairing')}>
      <dl className="facts">
        <FactsEntry label={t('tour.mean')}>
          {pair.mean?.label ?? tour.vehicle ?? t('tour.notPaired')}
        </FactsEntry>
        {pair.telematicUnitId && (
          <FactsEntry label={t('tour.telematicUnit')}>{pair.telematicUnitId}</FactsEntry>
        )}
        <FactsEntry label={t('tour.status')}>
          <Badge tone={pairingTone(pair)}>{status ? t(`pairingStatus.${status}`) : pair.status}</Badge>
        </FactsEntry>
        <FactsEntry label={t('tour.pairingAgency')}>{t(`pairingAgency.${pair.pairingAgency}`)}</FactsEntry>
        {pair.pairedBy && <FactsEntry label={t('tour.pairedBy')}>{pair.pairedBy}</FactsEntry>}
        {pair.pairedAt && (
          <FactsEntry label={t('tour.pairedAt')}>{format.dateTime(pair.pairedAt)}</FactsEntry>
        )}
      </dl>
    </Panel>
  );
}
