// The order detail's tab lives in the address (?tab=map, ?tab=timeline), so a view can be linked and survives a reload. The
// overview is where an order opens (shipment-domain §9: "order detail landing overview"; a landing on the
// map is reset to it), so it is the tab when the address names none or one that does not exist.
import { useSearchParams } from 'react-router';

export const ORDER_TABS = ['overview', 'map', 'timeline'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

function isOrderTab(value: string | null): value is OrderTab {
  return ORDER_TABS.some((tab) => tab === value);
}

export function useOrderTab(): [OrderTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isOrderTab(value) ? value : 'overview';
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      // Switching tabs is not a new page: Back still leaves the order.
      { replace: true },
    );
  return [tab, select];
}
