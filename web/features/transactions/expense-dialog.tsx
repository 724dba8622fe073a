import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Transaction } from '../../../shared/api/transactions';
import { type Cents, expenseGst, formatAud } from '../../../shared/money';
import { useExpenseCategoryOptions, useVendorOptions } from '../../entities/accounts/lookups';
import { MoneyInput } from '../../components/money-input';
import { formatDate } from '../../lib/format';
import { useAction } from '../../lib/forms';
import { updateTransaction, useExpenseChoices } from './api';

/** The words of a description a rule would look for: the first two, without numbers ("BP FUEL EPPING 1234" → "BP FUEL"). */
export const ruleTextOf = (description: string) =>
  description
    .toUpperCase()
    .split(/[^A-Z0-9&]+/)
    .filter((word) => word && !/\d/.test(word))
    .slice(0, 2)
    .join(' ');

/** Assign a debit as a new expense (and optionally keep a rule for lines like it), or link an expense already recorded. */
export function ExpenseDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const left = -transaction.remainder;
  const [description, setDescription] = useState(transaction.description);
  const [amount, setAmount] = useState<Cents | null>(left);
  const [businessUse, setBusinessUse] = useState<number | string>(100);
  const [gst, setGst] = useState(false);
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [saveRule, setSaveRule] = useState(false);
  const [ruleText, setRuleText] = useState(ruleTextOf(transaction.description));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [expenseId, setExpenseId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const saving = useAction();
  const vendors = useVendorOptions();
  const categories = useExpenseCategoryOptions();
  const expenses = useExpenseChoices(debounced, mode === 'existing');
  const vendor = vendors.data?.find((v) => String(v.id) === vendorId);
  // Null while the box is empty or unreadable: the button stays off, so it is never recorded as $0.00.
  const cents = amount ?? 0;

  const save = () => {
    setErrors({});
    return saving.run(
      async () => {
        if (mode === 'existing') await updateTransaction(transaction.id, { expense_id: Number(expenseId) });
        else {
          const expense = {
            description,
            amount: cents,
            gst,
            business_use: Number(businessUse),
            category_id: categoryId ? Number(categoryId) : null,
            vendor_id: vendorId ? Number(vendorId) : null,
          };
          await updateTransaction(transaction.id, { expense, ...(saveRule ? { save_rule: { contains: ruleText } } : {}) });
        }
        onClose();
      },
      // Each refusal under its own box (the two modes name them apart), the rest in the alert below.
      (error) => setErrors((error as { errors?: Record<string, string[]> }).errors ?? {}),
    );
  };
  const other = Object.entries(errors).filter(([key]) => !['description', 'amount', 'expense.amount', 'expense_id', 'gst'].includes(key));

  return (
    <Modal opened onClose={onClose} title="Assign as expense" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {transaction.description}: <b>{formatAud(left)}</b> paid on {formatDate(transaction.created_at)}
        </Text>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(v) => setMode(v as 'new' | 'existing')}
          data={[
            { value: 'new', label: 'New expense' },
            { value: 'existing', label: 'Recorded expense' },
          ]}
        />
        {mode === 'new' ? (
          <>
            <TextInput
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={errors.description?.[0]}
              required
            />
            <Group grow align="flex-start">
              <MoneyInput
                label="Amount (GST inclusive)"
                value={amount}
                onChange={setAmount}
                error={errors['expense.amount']?.[0] ?? errors.amount?.[0]}
              />
              <NumberInput label="Business use" suffix=" %" min={0} max={100} value={businessUse} onChange={setBusinessUse} />
            </Group>
            {amount !== null && cents !== left && (
              <Alert color="yellow" title="The amounts differ">
                The expense is {formatAud(cents)}; the transaction paid {formatAud(left)}.
              </Alert>
            )}
            <Group grow align="flex-start">
              <Select
                label="Vendor"
                clearable
                searchable
                data={(vendors.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
                value={vendorId}
                onChange={(v) => {
                  setVendorId(v);
                  if (!v) setGst(false);
                }}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label="Category"
                clearable
                searchable
                data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={categoryId}
                onChange={setCategoryId}
                comboboxProps={{ withinPortal: true }}
              />
            </Group>
            <Checkbox
              label={`Claim GST${gst ? ` (${formatAud(expenseGst(cents, Number(businessUse) || 0, true))})` : ''}`}
              description={vendor && !vendor.gst_registered ? `${vendor.name} is not GST registered` : 'Only from a GST-registered vendor'}
              disabled={!vendor?.gst_registered}
              checked={gst}
              onChange={(e) => setGst(e.currentTarget.checked)}
              error={errors.gst?.[0]}
            />
            <Switch label="Save a rule for lines like this" checked={saveRule} onChange={(e) => setSaveRule(e.currentTarget.checked)} />
            {saveRule && (
              <TextInput
                label="When the description contains"
                value={ruleText}
                onChange={(e) => setRuleText(e.currentTarget.value)}
                description="Later imports suggest this vendor, category and business use for such lines."
              />
            )}
          </>
        ) : (
          <Select
            label="Expense"
            placeholder="Search expenses"
            searchable
            data={(expenses.data?.data ?? []).map((e) => ({
              value: String(e.id),
              label: `${e.description}, ${formatAud(e.amount)} on ${formatDate(e.created_at)}`,
            }))}
            filter={({ options }) => options}
            searchValue={search}
            onSearchChange={setSearch}
            value={expenseId}
            onChange={setExpenseId}
            error={errors.expense_id?.[0]}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {other.length > 0 && (
          <Alert color="red" title="Not saved">
            {other.flatMap(([, messages]) => messages).join(' ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={saving.busy}
            disabled={mode === 'existing' ? !expenseId : !description || amount === null || cents <= 0}
            onClick={() => void save()}
          >
            {mode === 'existing' ? 'Link the expense' : 'Record the expense'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
