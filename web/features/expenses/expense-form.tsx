import { usePhone } from '../../lib/screen';
import '@mantine/dates/styles.css';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Expense, ExpenseDocument } from '../../../shared/api/expenses';
import { expenseInput } from '../../../shared/api/expenses';
import { formatAud } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { MoneyInput } from '../../components/money-input';
import { CategorySwatch } from '../../entities/accounts/category-swatch';
import { useExpenseCategoryOptions, useVendorOptions } from '../../entities/accounts/lookups';
import { QuarterLockAlert, useQuarterLock } from '../../entities/accounts/quarter-lock';
import { useFormSave, zodValidate } from '../../lib/forms';
import { createExpenseFromDocument, saveExpense } from './api';
import { foundSummary, GstWarning } from './document-suggestion';
import { type ExpenseValues, expenseBody, gstClaimed, initialExpenseValues, valuesFromDocument } from './expense-values';

/** `document`: a new expense made from this read receipt, filled in from it and saved with it on. */
type Props = { opened: boolean; expense: Expense | null; document?: ExpenseDocument | null; onClose: () => void };

/** Create or edit an expense, or make one from a read receipt. Mounted afresh on every open. */
export function ExpenseFormModal({ opened, expense, document = null, onClose }: Props) {
  const phone = usePhone();
  const vendors = useVendorOptions(opened);
  const categories = useExpenseCategoryOptions(opened);
  const validateBody = zodValidate(expenseInput);
  const gstRegisteredOf = (values: ExpenseValues) =>
    vendors.data?.find((vendor) => String(vendor.id) === values.vendor_id)?.gst_registered ?? false;
  const form = useForm<ExpenseValues>({
    mode: 'controlled',
    initialValues: document ? valuesFromDocument(document) : initialExpenseValues(expense),
    validate: (values) => validateBody(expenseBody(values, gstRegisteredOf(values))),
  });
  const save = useFormSave(form);
  // An expense dated in a completed quarter opens to be read; saving it would only be refused (decision 015).
  const lock = useQuarterLock()(expense?.created_at);
  const values = form.getValues();
  const gstRegistered = gstRegisteredOf(values);
  const colorOf = (id: string) => categories.data?.find((category) => String(category.id) === id)?.color;
  const chosenColor = values.category_id ? colorOf(values.category_id) : undefined;

  const submit = save.submit(async (submitted) => {
    const body = expenseBody(submitted, gstRegisteredOf(submitted));
    const saved = document ? await createExpenseFromDocument(document.id, body) : await saveExpense(expense?.id ?? null, body);
    notifications.show({ color: 'teal', message: expense ? `${saved.description} saved` : `${saved.description} recorded` });
    onClose();
  });

  // A newly chosen GST-registered vendor starts with GST claimed; the switch can turn it off.
  const chooseVendor = (value: string | null) => {
    form.setFieldValue('vendor_id', value);
    form.setFieldValue('gst', vendors.data?.find((vendor) => String(vendor.id) === value)?.gst_registered ?? false);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={expense ? 'Edit expense' : document ? `New expense from ${document.description ?? document.filename}` : 'New expense'}
      size="lg"
      fullScreen={!!phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          {lock && <QuarterLockAlert lock={lock} />}
          {document && <ReadFromDocument document={document} />}
          <TextInput label="Description" required data-autofocus {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <DatePickerInput
              label="Date"
              required
              valueFormat="D MMM YYYY"
              clearable={false}
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('created_at')}
            />
            <MoneyInput label="Amount (GST inclusive)" required {...form.getInputProps('amount')} />
            <Select
              label="Vendor"
              placeholder="None"
              searchable
              clearable
              nothingFoundMessage="No vendor by that name"
              data={(vendors.data ?? []).map((vendor) => ({ value: String(vendor.id), label: vendor.name }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('vendor_id')}
              onChange={chooseVendor}
            />
            <Select
              label="Category"
              placeholder="Uncategorised"
              searchable
              clearable
              data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
              leftSection={chosenColor ? <CategorySwatch color={chosenColor} /> : undefined}
              renderOption={({ option }) => {
                const color = colorOf(option.value);
                return (
                  <Group gap={8} wrap="nowrap">
                    {color && <CategorySwatch color={color} />}
                    <Text size="sm">{option.label}</Text>
                  </Group>
                );
              }}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('category_id')}
            />
            <NumberInput
              label="Business use"
              suffix="%"
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              {...form.getInputProps('business_use')}
            />
            <Stack gap={4} justify="flex-end" mih={60}>
              {gstRegistered ? (
                <Switch label="Claim GST" description="The vendor is GST registered" {...form.getInputProps('gst', { type: 'checkbox' })} />
              ) : (
                <Text size="xs" c="dimmed">
                  {values.vendor_id
                    ? 'This vendor is not GST registered: no GST to claim.'
                    : 'GST can be claimed once a GST-registered vendor is chosen.'}
                </Text>
              )}
              {/* The switch shows its own error; without it, the refusal still needs a place. */}
              {!gstRegistered && form.errors.gst && (
                <Text size="xs" c="red">
                  {form.errors.gst}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" aria-live="polite">
              GST claimed: <b data-testid="gst-claimed">{formatAud(gstClaimed(values, gstRegistered))}</b>
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.busy} disabled={!!lock}>
                {expense ? 'Save' : 'Record expense'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What the receipt said, and why its GST needs a look, above the form it filled in. */
function ReadFromDocument({ document }: { document: ExpenseDocument }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        Read from it: {foundSummary(document) ?? 'nothing'}
      </Text>
      {document.gst_warning && <GstWarning warning={document.gst_warning} />}
    </Stack>
  );
}
