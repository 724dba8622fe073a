import { Tabs } from '@mantine/core';
import { Link } from 'react-router';

export type LinkTab = { to: string; label: string };

/** Tabs that are links: each tab is its own address, so it can be opened, shared and gone back to. */
export function LinkTabs({ tabs, active, label }: { tabs: LinkTab[]; active: string; label: string }) {
  return (
    <Tabs value={active} aria-label={label}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.to} value={tab.to} renderRoot={(props) => <Link {...props} to={tab.to} />} style={{ whiteSpace: 'nowrap' }}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
