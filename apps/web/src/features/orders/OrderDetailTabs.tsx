import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/Tabs';
import { OrderMapTab } from './map/OrderMapTab';
import { OrderOverview } from './OrderOverview';
import { OrderTimelineTab } from './OrderTimelineTab';
import type { Order } from './types';
import { useOrderTab } from './use-order-tab';

/** The order detail's views. Only the selected tab is rendered: the map's library loads with the map tab. */
export function OrderDetailTabs({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [tab, selectTab] = useOrderTab();
  // Kept while the order's stops are unchanged (the query shares unchanged data), so a refetch does not
  // redraw the map or move it away from where the user put it.
  const stops = useMemo(
    () => [...(order.stops ?? [])].sort((a, b) => a.sequence - b.sequence),
    [order.stops],
  );
  return (
    <Tabs
      label={t('orderMap.tabs')}
      selected={tab}
      onSelect={selectTab}
      items={[
        {
          id: 'overview',
          label: t('orderMap.overview'),
          content: <OrderOverview order={order} stops={stops} />,
        },
        { id: 'map', label: t('orderMap.map'), content: <OrderMapTab order={order} stops={stops} /> },
        { id: 'timeline', label: t('orderTimeline.tab'), content: <OrderTimelineTab order={order} /> },
      ]}
    />
  );
}
