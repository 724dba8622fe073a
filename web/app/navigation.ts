import { IconBeach, IconBriefcase, IconBuildingStore, IconClipboardList, IconDashboard, IconSettings, IconUserCircle, type Icon } from '@tabler/icons-react';
import type { PermissionKey } from '../../shared/permissions';

export type NavItem = {
  to: string;
  label: string;
  icon: Icon;
  permission?: PermissionKey;
  /** Other path prefixes that belong to this item (a client's pages live under /client/…). */
  also?: string[];
};

/** Whether a nav item is the current one for a path. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return [item.to, ...(item.also ?? [])].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The side navigation, in order. An item appears only under its permission (docs/domain.md "Who may see what")
 * and only once its page exists: the jobs, earnings, documents, accounts, clients, tasks and away-events pages
 * join this list with their features.
 */
export const navItems: NavItem[] = [
  { to: '/', label: 'Dashboard', icon: IconDashboard },
  { to: '/my-jobs', label: 'My jobs', icon: IconBriefcase },
  { to: '/my-profile', label: 'My profile', icon: IconUserCircle },
  { to: '/clients', label: 'Clients', icon: IconBuildingStore, permission: 'manage_clients', also: ['/client'] },
  { to: '/tasks', label: 'Tasks', icon: IconClipboardList, permission: 'manage_tasks' },
  { to: '/away-events', label: 'Away events', icon: IconBeach, permission: 'users' },
  { to: '/settings', label: 'Settings', icon: IconSettings, permission: 'settings' },
];
