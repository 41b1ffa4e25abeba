import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../app/api/api-error';
import { useDocumentTitle } from '../../app/use-document-title';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { LoadError, Loading } from '../../ui/Status';
import { StopTimeline } from '../orders/StopTimeline';
import { TourAssignmentSlot } from './TourAssignmentSlot';
import { TourEvents } from './TourEvents';
import { TourOrdersTable } from './TourOrdersTable';
import { TourCharteringPanel, TourPairingPanel, TourSummary } from './TourPanels';
import { TourStatusBadge } from './TourStatusBadge';
import { useTourDetails } from './use-tours';
import '../orders/orders.css';
import './tours.css';
import { Panel } from '../../ui/Panel';

/** The details of a tour (shipment-domain §2 tours/reference/{ref}/details). */
export function TourDetailsPage() {
  const { t } = useTranslation();
  const { reference = '' } = useParams();
  const tour = useTourDetails(reference);
  useDocumentTitle(tour.data?.reference ?? t('tours.title'));

  const back = (
    <Link to="/tours" className="back-link">
      <Icon name="chevronLeft" size={16} />
      {t('tour.back')}
    </Link>
  );
  if (tour.isPending) return <Loading />;
  if (tour.isError) {
    // 404: not there or not the caller's; 403: the organization blocks tour details (no toast for either).
    const known = isApiError(tour.error, 404) ? 'notFound' : isApiError(tour.error, 403) ? 'blocked' : null;
    return (
      <>
        {back}
        <LoadError
          message={known ? t(`tour.${known}`) : undefined}
          onRetry={known ? undefined : () => void tour.refetch()}
        />
      </>
    );
  }
  const data = tour.data;
  const stops = [...(data.stops ?? [])].sort((a, b) => a.sequence - b.sequence);
  return (
    <>
      {back}
      <PageHeader
        title={data.reference}
        meta={<TourStatusBadge status={data.status} />}
        actions={<TourAssignmentSlot tour={data} />}
      />
      <div className="detail-grid">
        <div className="detail-grid__side">
          <Panel id="tour-itinerary" title={t('tour.itinerary')}>
            <StopTimeline stops={stops} />
          </Panel>
          <Panel
            id="tour-orders"
            title={t('tour.orders')}
            className="panel panel--flush"
            titleClassName="panel__title panel__title--padded"
          >
            <TourOrdersTable orders={data.orders ?? []} />
          </Panel>
          <Panel id="tour-events" title={t('tour.events')}>
            <TourEvents events={data.events ?? []} />
          </Panel>
        </div>
        <div className="detail-grid__side">
          <TourSummary tour={data} />
          <TourCharteringPanel tour={data} />
          <TourPairingPanel tour={data} />
        </div>
      </div>
    </>
  );
}
