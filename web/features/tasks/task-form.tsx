import { Checkbox, Input, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  defaultContractorPercentage,
  type PaymentType,
  type Task,
  type TaskInput,
  taskDetailsForm,
  taskForm,
} from '../../../shared/api/tasks';
import { centsToDollars, contractorPay, formatAud } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { useFormSave, zodValidate } from '../../lib/forms';
import { saveTask } from './api';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; task: Task | null; withPrices: boolean; onClose: () => void };

export type TaskFormValues = {
  name: string;
  invoice_description: string;
  description: string;
  consumable: boolean;
  price: string;
  payment_type: PaymentType;
  contractor_percentage: number | string;
  contractor_amount: string;
};

function initialValues(task: Task | null): TaskFormValues {
  return {
    name: task?.name ?? '',
    invoice_description: task?.invoice_description ?? '',
    description: task?.description ?? '',
    consumable: task?.consumable ?? false,
    price: task?.price !== undefined ? centsToDollars(task.price) : '',
    payment_type: task?.payment_type ?? 'percentage',
    contractor_percentage: task?.contractor_percentage ?? defaultContractorPercentage,
    contractor_amount: task?.contractor_amount != null ? centsToDollars(task.contractor_amount) : '',
  };
}

/** What the contractor would earn per line with these values, or null while they do not parse. */
function payPreview(values: TaskFormValues): string | null {
  const parsed = taskForm.safeParse(values);
  if (!parsed.success) return null;
  const { price = 0, payment_type = 'percentage', contractor_percentage = null, contractor_amount = null } = parsed.data;
  return formatAud(contractorPay({ price, payment_type, contractor_percentage, contractor_amount }));
}

/**
 * Create or edit a task (service). Prices are typed in dollars and sent in cents. Without `task_price`
 * the price and pay fields are neither shown nor sent, so the server keeps what the task has.
 * Mounted afresh on every open.
 */
export function TaskFormModal({ opened, task, withPrices, onClose }: Props) {
  const form = useForm<TaskFormValues>({
    initialValues: initialValues(task),
    validate: zodValidate(withPrices ? taskForm : taskDetailsForm),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    const body: TaskInput = withPrices ? taskForm.parse(values) : taskDetailsForm.parse(values);
    await saveTask(task?.id ?? null, body);
    notifications.show({ color: 'teal', message: task ? `${body.name} saved` : `${body.name} added` });
    onClose();
  });

  const fixed = form.values.payment_type === 'fixed';
  const preview = withPrices ? payPreview(form.values) : null;

  return (
    <Modal opened={opened} onClose={onClose} title={task ? `Edit ${task.name}` : 'New task'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <TextInput label="Name" required data-autofocus maxLength={150} {...form.getInputProps('name')} />
          <TextInput
            label="Invoice description"
            description="The line clients see on their invoices."
            maxLength={500}
            {...form.getInputProps('invoice_description')}
          />
          <Textarea
            label="Description"
            description="Instructions contractors see on the visit."
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('description')}
          />
          {withPrices && (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label="Price"
                  description="Per visit, excluding GST"
                  leftSection="$"
                  inputMode="decimal"
                  placeholder="0.00"
                  {...form.getInputProps('price')}
                />
                <Input.Wrapper label="Contractor paid" description="A share of the price, or a set amount">
                  <SegmentedControl
                    fullWidth
                    mt={4}
                    data={[
                      { value: 'percentage', label: 'Percentage' },
                      { value: 'fixed', label: 'Fixed amount' },
                    ]}
                    {...form.getInputProps('payment_type')}
                  />
                </Input.Wrapper>
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                {fixed ? (
                  <TextInput
                    label="Contractor amount"
                    required
                    leftSection="$"
                    inputMode="decimal"
                    placeholder="0.00"
                    {...form.getInputProps('contractor_amount')}
                  />
                ) : (
                  <NumberInput
                    label="Contractor percentage"
                    required
                    min={0}
                    max={100}
                    step={5}
                    suffix="%"
                    allowDecimal={false}
                    clampBehavior="none"
                    {...form.getInputProps('contractor_percentage')}
                  />
                )}
                {preview && (
                  <Stack gap={0} justify="flex-end" pb={6}>
                    <Text size="xs" c="dimmed">
                      The contractor earns
                    </Text>
                    <Text fw={600}>{preview} per visit</Text>
                  </Stack>
                )}
              </SimpleGrid>
            </>
          )}
          <Checkbox
            label="Consumable"
            description="Contractors record a quantity when they tick it complete; it is counted in the stock report."
            {...form.getInputProps('consumable', { type: 'checkbox' })}
          />
          <FormActions label={task ? 'Save' : 'Add task'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
