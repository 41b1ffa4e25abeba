// Tabs from React Aria (arrow keys move between tabs, Home/End jump, the panel follows), styled once for the
// app. The caller names the tab list and controls which tab is selected (e.g. from the address).
import type { Key, ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({
  label,
  items,
  selected,
  onSelect,
}: {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  return (
    <AriaTabs className="tabs" selectedKey={selected} onSelectionChange={(key: Key) => onSelect(String(key))}>
      <TabList aria-label={label} className="tabs__list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="tabs__tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
