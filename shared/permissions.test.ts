import { describe, expect, it } from 'vitest';
import { can, isPermissionKey, normalisePermissions, permissionKeys, permissionParent } from './permissions';

describe('permission tree', () => {
  it('lists every key exactly once, each parent before its children', () => {
    expect(new Set(permissionKeys).size).toBe(permissionKeys.length);
    expect(permissionKeys.slice(0, 4)).toEqual(['view_clients', 'manage_clients', 'suspend_clients', 'manage_accounts']);
    expect(permissionKeys).toHaveLength(21);
  });

  it('has the parents of the permission tree', () => {
    expect(permissionParent).toEqual({
      manage_clients: 'view_clients',
      suspend_clients: 'view_clients',
      reschedule: 'manage_schedules',
      reschedule_all: 'manage_schedules',
      users: 'settings',
      roles: 'settings',
      suburbs: 'settings',
      vendors: 'settings',
      expense_categories: 'settings',
    });
  });

  it('knows its own keys and nothing else', () => {
    expect(isPermissionKey('users')).toBe(true);
    expect(isPermissionKey('Users')).toBe(false);
    expect(isPermissionKey('admin')).toBe(false);
    expect(isPermissionKey('')).toBe(false);
  });
});

describe('can()', () => {
  it.each([
    [null, 'users', false],
    [undefined, 'users', false],
    [{ permissions: [] }, 'users', false],
    [{ permissions: ['users'] }, 'users', true],
    // Each key is checked on its own: a parent does not grant its children, nor a child its parent.
    [{ permissions: ['settings'] }, 'users', false],
    [{ permissions: ['users'] }, 'settings', false],
    [{ permissions: ['view_clients', 'manage_clients'] }, 'suspend_clients', false],
  ] as const)('%j may %s: %s', (user, key, expected) => {
    expect(can(user, key)).toBe(expected);
  });
});

describe('normalisePermissions', () => {
  it.each([
    [[], []],
    [['users'], ['settings', 'users']],
    [['reschedule_all'], ['manage_schedules', 'reschedule_all']],
    [
      ['suspend_clients', 'task_price'],
      ['view_clients', 'suspend_clients', 'task_price'],
    ],
    // Unknown keys and duplicates go; the order is the tree's, whatever the input's.
    [
      ['bogus', 'users', 'users', 'USERS', ''],
      ['settings', 'users'],
    ],
    [
      ['activity_log', 'view_clients'],
      ['view_clients', 'activity_log'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(normalisePermissions(input)).toEqual(expected);
  });

  it('keeps every key of the full list and is idempotent', () => {
    expect(normalisePermissions([...permissionKeys].reverse())).toEqual([...permissionKeys]);
    const once = normalisePermissions(['roles', 'reschedule', 'nope']);
    expect(normalisePermissions(once)).toEqual(once);
  });
});
