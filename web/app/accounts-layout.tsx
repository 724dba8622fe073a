import { Stack } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { can } from '../../shared/permissions';
import { LinkTabs } from '../components/link-tabs';
import { useCurrentUser } from '../lib/session';
import { accountsNavItems, isActive } from './navigation';

/**
 * The accounts pages (invoices, contractor progress, and later expenses, transactions and activity) under their
 * sub-navigation, which shows the ones the user may open; with only one there is nothing to switch to.
 */
export function AccountsLayout() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const items = accountsNavItems.filter((item) => !item.permission || can(user, item.permission));
  // /accounts/contractors is under /accounts too: the longest address that matches is the current one.
  const matching = items.filter((item) => isActive(item, pathname)).sort((a, b) => b.to.length - a.to.length);
  return (
    <Stack gap="md">
      {items.length > 1 && (
        <LinkTabs tabs={items.map(({ to, label }) => ({ to, label }))} active={matching[0]?.to ?? ''} label="Accounts" />
      )}
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
