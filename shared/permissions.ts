/**
 * The permission tree (docs/domain.md "Who may see what"). A child is meaningful only with its parent (the role
 * editor keeps them consistent), but each key is checked on its own.
 */
export const permissionTree = [
  {
    key: 'view_clients',
    label: 'View clients',
    children: [
      { key: 'manage_clients', label: 'Manage clients' },
      { key: 'suspend_clients', label: 'Suspend clients' },
    ],
  },
  { key: 'manage_accounts', label: 'Manage accounts' },
  { key: 'manage_invoices', label: 'Manage invoices' },
  { key: 'manage_transactions', label: 'Manage transactions' },
  { key: 'manage_expenses', label: 'Manage expenses' },
  { key: 'manage_documents', label: 'Manage documents' },
  {
    key: 'manage_schedules',
    label: 'Manage schedules',
    children: [
      { key: 'reschedule', label: 'Reschedule visits' },
      { key: 'reschedule_all', label: 'Adjust recurring schedules' },
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    children: [
      { key: 'users', label: 'Users' },
      { key: 'roles', label: 'Roles' },
      { key: 'suburbs', label: 'Suburbs' },
      { key: 'vendors', label: 'Vendors' },
      { key: 'expense_categories', label: 'Expense categories' },
    ],
  },
  { key: 'manage_notes', label: 'Manage notes' },
  { key: 'manage_tasks', label: 'Manage tasks' },
  { key: 'task_price', label: 'See task prices' },
  { key: 'activity_log', label: 'Activity log' },
] as const satisfies readonly PermissionNode[];

type PermissionNode = { key: string; label: string; children?: readonly PermissionNode[] };

/** The keys a tree's nodes and their children hold. */
type KeysOf<Nodes> = Nodes extends readonly (infer Node)[]
  ? Node extends { key: infer Key extends string; children: infer Children }
    ? Key | KeysOf<Children>
    : Node extends { key: infer Key extends string }
      ? Key
      : never
  : never;
export type PermissionKey = KeysOf<typeof permissionTree>;

/** Every key, in the order of the tree: each parent, then its children. */
export const permissionKeys: readonly PermissionKey[] = permissionTree.flatMap((node) => [
  node.key,
  ...('children' in node ? node.children.map((child) => child.key) : []),
]);

export function isPermissionKey(value: string): value is PermissionKey {
  return (permissionKeys as readonly string[]).includes(value);
}

/** The parent of each child key, for keeping a checklist consistent. */
export const permissionParent: Partial<Record<PermissionKey, PermissionKey>> = Object.fromEntries(
  permissionTree.flatMap((node) => ('children' in node ? node.children.map((child) => [child.key, node.key] as const) : [])),
);

export type HasPermissions = { permissions: readonly string[] } | null | undefined;

/** The one permission check, used by the server's route guard and by the UI to show or hide. */
export function can(user: HasPermissions, key: PermissionKey): boolean {
  return !!user && user.permissions.includes(key);
}

/**
 * Normalise a checklist: drop unknown keys and duplicates, and add the parent of every child
 * that is checked (a child without its parent would be unreachable in the UI).
 */
export function normalisePermissions(keys: readonly string[]): PermissionKey[] {
  const chosen = new Set<PermissionKey>();
  for (const key of keys) {
    if (!isPermissionKey(key)) continue;
    chosen.add(key);
    const parent = permissionParent[key];
    if (parent) chosen.add(parent);
  }
  return permissionKeys.filter((key) => chosen.has(key));
}
