import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { FactsEntry } from '../../ui/FactsEntry';
import { Panel } from '../../ui/Panel';
import { tourDetailsPath } from '../tours/tour-display';
import { tourStatusKey } from './status-display';
import type { Order } from './types';

export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const none = t('order.none');
  const tourReference = order.tour?.reference ?? order.tourReference;
  const tourStatus = order.tour?.status ?? order.tourStatus;
  return (
    <Panel id="summary-title" title={t('order.summary')}>
      <dl className="facts">
        <FactsEntry label={t('order.clientReference')}>{order.clientReference || none}</FactsEntry>
        <FactsEntry label={t('order.consignmentReference')}>{order.consignmentReference || none}</FactsEntry>
        <FactsEntry label={t('order.contractNumber')}>{order.contractNumber || none}</FactsEntry>
        <FactsEntry label={t('order.owner')}>{order.ownerName || none}</FactsEntry>
        <FactsEntry label={t('order.chartered')}>{order.charteredName || none}</FactsEntry>
        <FactsEntry label={t('order.tour')}>
          {tourReference ? (
            <span className="facts__inline">
              <Link to={tourDetailsPath(tourReference)}>{tourReference}</Link>
              {tourStatus && <Badge tone="blue">{t(`tourStatus.${tourStatusKey(tourStatus)}`)}</Badge>}
            </span>
          ) : (
            none
          )}
        </FactsEntry>
        <FactsEntry label={t('order.cargoDescription')}>{order.cargoDescription || none}</FactsEntry>
        {order.comments && <FactsEntry label={t('order.comments')}>{order.comments}</FactsEntry>}
      </dl>
    </Panel>
  );
}
