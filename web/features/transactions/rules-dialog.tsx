import { ActionIcon, Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import type { TransactionRule } from '../../../shared/api/transactions';
import { confirmDelete } from '../../components/confirm';
import { useExpenseCategoryOptions, useVendorOptions } from '../../entities/accounts/lookups';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { transactionKeys } from './api';

const rulesKey = [...transactionKeys.all, 'rules'] as const;

/** The saved rules ("description contains X → vendor, category, business use"), each with Delete. */
export function RulesDialog({ onClose }: { onClose: () => void }) {
  const rules = useQuery({ queryKey: rulesKey, queryFn: () => api<{ data: TransactionRule[] }>('/api/transaction-rules') });
  const vendors = useVendorOptions();
  const categories = useExpenseCategoryOptions();
  const nameOf = (list: { id: number; name: string }[] | undefined, id: number | null) =>
    id === null ? null : (list?.find((x) => x.id === id)?.name ?? null);
  const remove = (rule: TransactionRule) =>
    confirmDelete(`the rule "${rule.contains}"`, async () => {
      await api(`/api/transaction-rules/${rule.id}`, { method: 'DELETE' });
      await queryClient.invalidateQueries({ queryKey: rulesKey });
    });

  return (
    <Modal opened onClose={onClose} title="Matching rules" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Rules are saved when a debit is assigned as an expense. On later imports a line whose description contains the words is suggested
          as that expense.
        </Text>
        {rules.data?.data.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No rules yet.
          </Text>
        )}
        <Table>
          <Table.Tbody>
            {(rules.data?.data ?? []).map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    Contains “{rule.contains}”
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      nameOf(vendors.data, rule.vendor_id) ?? 'No vendor',
                      nameOf(categories.data, rule.category_id) ?? 'no category',
                      `${rule.business_use} % business use`,
                      rule.gst ? 'GST claimed' : 'no GST',
                    ].join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td w={70}>
                  <Badge variant="light">{rule.confidence} %</Badge>
                </Table.Td>
                <Table.Td w={40}>
                  <Group justify="flex-end">
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete the rule ${rule.contains}`} onClick={() => remove(rule)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
