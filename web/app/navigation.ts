import {
  IconBeach,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingStore,
  IconClipboardList,
  IconCoin,
  IconDashboard,
  IconFileInvoice,
  IconFiles,
  IconSettings,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import type { PermissionKey } from '../../shared/permissions';
import type { Ping } from '../lib/ping';

export type NavItem = {
  to: string;
  label: string;
  icon: Icon;
  permission?: PermissionKey;
  /** Other path prefixes that belong to this item (a client's pages live under /client/…). */
  also?: string[];
  /** The `/api/ping` count shown as the item's badge, when above 0. */
  badge?: keyof Ping;
};

/** What a badge's count is, for its tooltip. */
export const badgeMeanings: Record<keyof Ping, string> = {
  openInvoices: 'invoices waiting to be sent',
  transactionsToMatch: 'transactions to match',
};

/** Whether a nav item is the current one for a path. */
export function isActive(item: Pick<NavItem, 'to' | 'also'>, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return [item.to, ...(item.also ?? [])].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The side navigation, in order. An item appears only under its permission (docs/domain.md "Who may see what")
 * and only once its page exists: the earnings, documents, expenses, transactions and activity pages join this
 * list with their features.
 */
export const navItems: NavItem[] = [
  { to: '/', label: 'Dashboard', icon: IconDashboard },
  { to: '/my-jobs', label: 'My jobs', icon: IconBriefcase },
  { to: '/my-earnings', label: 'My earnings', icon: IconCoin },
  { to: '/my-profile', label: 'My profile', icon: IconUserCircle },
  { to: '/documents', label: 'Documents', icon: IconFiles },
  // The pages need manage_invoices; the item is manage_accounts' (docs/domain.md "Invoice screens").
  // /accounts/contractors is the progress page's, which has its own way in (the jobs list).
  {
    to: '/invoices',
    label: 'Invoices',
    icon: IconFileInvoice,
    permission: 'manage_accounts',
    badge: 'openInvoices',
    also: ['/accounts', '/expenses', '/activity'],
  },
  { to: '/transactions', label: 'Transactions', icon: IconBuildingBank, permission: 'manage_transactions', badge: 'transactionsToMatch' },
  { to: '/clients', label: 'Clients', icon: IconBuildingStore, permission: 'manage_clients', also: ['/client'] },
  { to: '/tasks', label: 'Tasks', icon: IconClipboardList, permission: 'manage_tasks' },
  { to: '/away-events', label: 'Away events', icon: IconBeach, permission: 'users' },
  { to: '/settings', label: 'Settings', icon: IconSettings, permission: 'settings' },
];

export type SubNavItem = Pick<NavItem, 'to' | 'label' | 'permission' | 'also'>;

/**
 * The accounts sub-navigation (invoices, expenses, transactions, activity; and contractor progress,
 * which lives at /accounts/contractors). Expenses, transactions and activity join as one line each with their
 * pages, and their routes go under the accounts layout in routes.tsx.
 */
export const accountsNavItems: SubNavItem[] = [
  { to: '/accounts', label: 'Invoices', permission: 'manage_invoices', also: ['/invoices'] },
  { to: '/expenses', label: 'Expenses', permission: 'manage_expenses' },
  { to: '/transactions', label: 'Transactions', permission: 'manage_transactions' },
  { to: '/accounts/contractors', label: 'Contractor progress', permission: 'users' },
  { to: '/accounts/pay-runs', label: 'Pay runs', permission: 'manage_accounts' },
  { to: '/accounts/tpar', label: 'TPAR', permission: 'manage_accounts' },
  { to: '/activity', label: 'Activity', permission: 'manage_accounts' },
];
