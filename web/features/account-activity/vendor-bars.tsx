import { Box, Group, Stack, Text } from '@mantine/core';
import { formatAud } from '../../../shared/money';

/**
 * The expense-by-vendor bars, each drawn to scale against the biggest (a bar of $2,900 beside one of $183,879 is
 * under 2 % as long): the name and total sit above the bar, so a short bar never has to hold its label.
 */
export function VendorBars({ bars }: { bars: { name: string; value: number }[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Stack gap={8} role="list" aria-label="Expense by vendor">
      {bars.map((bar) => (
        <Stack key={bar.name} gap={2} role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {bar.name}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatAud(bar.value)}
            </Text>
          </Group>
          <Box h={8} bg="gray.1" style={{ borderRadius: 4 }}>
            <Box
              data-testid="vendor-bar"
              h={8}
              bg="blue.4"
              style={{ borderRadius: 4, width: `${((bar.value / max) * 100).toFixed(2)}%`, minWidth: bar.value > 0 ? 2 : 0 }}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
