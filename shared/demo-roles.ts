/**
 * The four roles of the demo business. The seed creates them, and the per-record rules (policies.test.ts) and
 * the server's access matrix are tested over them, so a role's meaning is written down once.
 */
import { type PermissionKey, permissionKeys } from './permissions';

export type DemoRole = { name: 'Administrator' | 'Office' | 'Bookkeeper' | 'Contractor'; permissions: readonly PermissionKey[] };

export const demoRoles: readonly DemoRole[] = [
  { name: 'Administrator', permissions: permissionKeys },
  {
    name: 'Office',
    permissions: [
      'view_clients',
      'manage_clients',
      'suspend_clients',
      'manage_schedules',
      'reschedule',
      'reschedule_all',
      'manage_notes',
      'manage_tasks',
      'task_price',
      'activity_log',
      'manage_documents',
      'settings',
      'users',
      'suburbs',
    ],
  },
  {
    name: 'Bookkeeper',
    permissions: [
      'view_clients',
      'manage_accounts',
      'manage_invoices',
      'manage_transactions',
      'manage_expenses',
      'manage_documents',
      'task_price',
      'activity_log',
      'settings',
      'vendors',
      'expense_categories',
    ],
  },
  { name: 'Contractor', permissions: [] },
];

export const demoRole = (name: DemoRole['name']): DemoRole => demoRoles.find((role) => role.name === name)!;
