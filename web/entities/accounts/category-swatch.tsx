import { ColorSwatch, Group, Text } from '@mantine/core';
import type { CategoryColor } from '../../../shared/api/expense-categories';

/** Each of the 13 colours as a Mantine palette shade: the "light" ones are the paler shade of their hue. */
export const categoryColorValue: Record<CategoryColor, string> = {
  blue: 'var(--mantine-color-blue-6)',
  indigo: 'var(--mantine-color-indigo-6)',
  purple: 'var(--mantine-color-violet-6)',
  pink: 'var(--mantine-color-pink-6)',
  red: 'var(--mantine-color-red-7)',
  'light-red': 'var(--mantine-color-red-3)',
  orange: 'var(--mantine-color-orange-7)',
  'light-orange': 'var(--mantine-color-orange-3)',
  yellow: 'var(--mantine-color-yellow-5)',
  'light-yellow': 'var(--mantine-color-yellow-2)',
  green: 'var(--mantine-color-green-7)',
  teal: 'var(--mantine-color-teal-6)',
  cyan: 'var(--mantine-color-cyan-5)',
};

/** `light-orange` → `Light orange`. */
export const categoryColorLabel = (color: CategoryColor) => {
  const words = color.replace('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A category's colour as a small round swatch, named for screen readers. */
export function CategorySwatch({ color, size = 14 }: { color: CategoryColor; size?: number }) {
  return (
    <ColorSwatch
      color={categoryColorValue[color]}
      size={size}
      withShadow={false}
      aria-label={categoryColorLabel(color)}
      role="img"
      style={{ flexShrink: 0 }}
    />
  );
}

/** A category's name beside its swatch, as lists show it. */
export function CategoryLabel({ category }: { category: { name: string; color: CategoryColor } | null }) {
  if (!category) {
    return (
      <Text size="sm" c="dimmed">
        Uncategorised
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <CategorySwatch color={category.color} size={12} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {category.name}
      </Text>
    </Group>
  );
}
