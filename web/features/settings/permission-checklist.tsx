import { Box, Checkbox, Input, Stack } from '@mantine/core';
import { type PermissionKey, permissionKeys, permissionParent, permissionTree } from '../../../shared/permissions';

const childrenOf = (key: string): readonly string[] => {
  const node = permissionTree.find((n) => n.key === key);
  return node && 'children' in node ? node.children.map((child) => child.key) : [];
};

/**
 * A child permission means nothing without its parent (docs/domain.md "Who may see what"), so checking a child
 * checks its parent and unchecking a parent unchecks its children. The result keeps the tree's order.
 */
export function togglePermission(selected: readonly string[], key: PermissionKey, checked: boolean): PermissionKey[] {
  const next = new Set(selected);
  if (checked) {
    next.add(key);
    const parent = permissionParent[key];
    if (parent) next.add(parent);
  } else {
    next.delete(key);
    for (const child of childrenOf(key)) next.delete(child);
  }
  return permissionKeys.filter((k) => next.has(k));
}

type Props = { value: string[]; onChange: (value: PermissionKey[]) => void; error?: string };

export function PermissionChecklist({ value, onChange, error }: Props) {
  const box = (key: PermissionKey, label: string) => (
    <Checkbox
      key={key}
      label={label}
      checked={value.includes(key)}
      onChange={(event) => onChange(togglePermission(value, key, event.currentTarget.checked))}
    />
  );
  return (
    <Input.Wrapper label="Permissions" error={error}>
      {/* Two columns where there is room; a group never splits across them. */}
      <Box mt="xs" style={{ columns: '2 220px', columnGap: 'var(--mantine-spacing-lg)' }}>
        {permissionTree.map((node) => (
          <Stack key={node.key} gap={6} mb="sm" style={{ breakInside: 'avoid' }}>
            {box(node.key, node.label)}
            {'children' in node && (
              <Stack gap={6} pl="lg" style={{ borderLeft: '2px solid var(--mantine-color-gray-2)', marginLeft: 9 }}>
                {node.children.map((child) => box(child.key, child.label))}
              </Stack>
            )}
          </Stack>
        ))}
      </Box>
    </Input.Wrapper>
  );
}
