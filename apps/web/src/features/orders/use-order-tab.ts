// The order detail's tab lives in the address (?tab=map, ?tab=timeline), so a view can be linked and survives a reload. An
// order opens on the user's landing tab (shipment-domain §9: overview by default; a landing on the map is reset
// to it), which is the tab when the address names none or one that does not exist.
import { useSearchParams } from 'react-router';
import { useDisplayPreferences } from '../preferences/use-display-preferences';

export const ORDER_TABS = ['overview', 'map', 'timeline'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

function isOrderTab(value: string | null): value is OrderTab {
  return ORDER_TABS.some((tab) => tab === value);
}

export function useOrderTab(): [OrderTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const { orderDetailsLanding } = useDisplayPreferences();
  const landing: OrderTab = isOrderTab(orderDetailsLanding) ? orderDetailsLanding : 'overview';
  const value = params.get('tab');
  const tab = isOrderTab(value) ? value : landing;
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === landing) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      // Switching tabs is not a new page: Back still leaves the order.
      { replace: true },
    );
  return [tab, select];
}
