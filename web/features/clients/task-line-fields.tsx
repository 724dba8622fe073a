import { ActionIcon, Button, Group, Input, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Task } from '../../../shared/api/tasks';
import { formatAud } from '../../../shared/money';
import { ChoiceField } from '../../components/choice-field';
import { MoneyInput } from '../../components/money-input';
import { type TaskGroupValues, lineFromService, linePay, newLine } from './task-group-values';

type Props = { form: UseFormReturnType<TaskGroupValues>; catalogue: Task[]; withPrices: boolean };

const payOptions = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed' },
];

/**
 * The task lines of a group. Choosing a service fills the line from the catalogue (docs/domain.md "Task lines
 * copy the catalogue"); the prices are in dollars here and cents on the wire, and show only with task_price.
 * Percentage pay shows the contractor percentage, fixed pay the contractor amount.
 */
export function TaskLineFields({ form, catalogue, withPrices }: Props) {
  const lines = form.getValues().tasks;
  const services = catalogue.map((task) => ({ value: String(task.id), label: task.name }));
  const chooseService = (index: number, value: string | null) => {
    const task = catalogue.find((t) => String(t.id) === value);
    const line = lines[index];
    form.setFieldValue(`tasks.${index}`, task ? lineFromService(line, task) : { ...line, task: null });
  };
  const total = lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
  const contractorTotal = lines.reduce((sum, line) => sum + (linePay(line) ?? 0), 0);

  return (
    <Stack gap="xs">
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          No tasks yet. A visit is made of tasks; add the services done on each visit.
        </Text>
      )}
      {lines.map((line, index) => {
        const pay = linePay(line);
        return (
          <Paper key={line.key} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" style={{ flex: 1 }}>
                  <Select
                    label="Service"
                    placeholder="Choose from the services"
                    searchable
                    clearable
                    data={services}
                    value={line.task}
                    onChange={(value) => chooseService(index, value)}
                    nothingFoundMessage="No service of that name"
                    error={form.errors[`tasks.${index}.task`]}
                  />
                  <TextInput label="Name" placeholder="As shown on visits" {...form.getInputProps(`tasks.${index}.name`)} />
                </SimpleGrid>
                <Tooltip label="Remove this task">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={`Remove task ${index + 1}`}
                    onClick={() => form.removeListItem('tasks', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <TextInput label="Description" placeholder="What the contractor does" {...form.getInputProps(`tasks.${index}.description`)} />
              {withPrices && (
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
                  <MoneyInput label="Price" placeholder="0.00" blank={0} {...form.getInputProps(`tasks.${index}.price`)} />
                  <ChoiceField label="Pay" data={payOptions} {...form.getInputProps(`tasks.${index}.payment_type`)} />
                  {line.payment_type === 'percentage' ? (
                    <NumberInput
                      label="Contractor share"
                      suffix="%"
                      min={0}
                      max={100}
                      allowDecimal={false}
                      clampBehavior="none"
                      {...form.getInputProps(`tasks.${index}.contractor_percentage`)}
                    />
                  ) : (
                    <MoneyInput label="Contractor amount" {...form.getInputProps(`tasks.${index}.contractor_amount`)} />
                  )}
                  <Input.Wrapper label="Contractor gets" labelElement="div">
                    <Text size="sm" pt={6}>
                      {pay === null ? '—' : formatAud(pay)}
                    </Text>
                  </Input.Wrapper>
                </SimpleGrid>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Group justify="space-between" gap="xs">
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('tasks', newLine())}>
          Add task
        </Button>
        {withPrices && lines.length > 0 && (
          <Text size="sm" c="dimmed">
            Total {formatAud(total)} · contractors {formatAud(contractorTotal)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
