import { CheckIcon, ColorSwatch, Group, Input, Modal, SimpleGrid, Stack, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CategoryColor, type ExpenseCategory, categoryColors, expenseCategoryInput } from '../../../shared/api/expense-categories';
import { FormAlert } from '../../components/form-alert';
import { categoryColorLabel, categoryColorValue } from '../../entities/accounts/category-swatch';
import { invalidateAfterCategoryChange } from '../../entities/accounts/lookups';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; category: ExpenseCategory | null; onClose: () => void };

/** The 13 colours as swatches to pick one of: a radio group, so the keyboard and screen readers can use it. */
function ColorPicker({ value, onChange, error }: { value: CategoryColor | ''; onChange: (color: CategoryColor) => void; error?: string }) {
  return (
    <Input.Wrapper label="Colour" required error={error}>
      <Group gap={8} mt={6} role="radiogroup" aria-label="Colour">
        {categoryColors.map((color) => (
          <Tooltip key={color} label={categoryColorLabel(color)} withinPortal>
            <UnstyledButton
              role="radio"
              aria-checked={value === color}
              aria-label={categoryColorLabel(color)}
              onClick={() => onChange(color)}
            >
              <ColorSwatch
                color={categoryColorValue[color]}
                size={28}
                style={{ cursor: 'pointer', color: color.startsWith('light') ? 'var(--mantine-color-dark-6)' : 'white' }}
              >
                {value === color && <CheckIcon size={12} />}
              </ColorSwatch>
            </UnstyledButton>
          </Tooltip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}

/** Create or edit an expense category. Mounted afresh on every open. */
export function ExpenseCategoryFormModal({ opened, category, onClose }: Props) {
  const form = useForm<{ name: string; number: string; color: CategoryColor | '' }>({
    initialValues: { name: category?.name ?? '', number: category?.number ?? '', color: category?.color ?? '' },
    validate: zodValidate(expenseCategoryInput),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    if (category) await api(`/api/expense-categories/${category.id}`, { method: 'PUT', body: values, quiet: true });
    else await api('/api/expense-categories', { method: 'POST', body: values, quiet: true });
    await invalidateAfterCategoryChange(queryClient);
    notifications.show({ color: 'teal', message: category ? `${values.name} saved` : `${values.name} added` });
    onClose();
  });

  const color = form.getInputProps('color');
  return (
    <Modal opened={opened} onClose={onClose} title={category ? `Edit ${category.name}` : 'New expense category'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
            <TextInput label="Accounting number" placeholder="e.g. 6-1400" {...form.getInputProps('number')} />
          </SimpleGrid>
          <ColorPicker value={form.getValues().color} onChange={(value) => form.setFieldValue('color', value)} error={color.error} />
          <FormActions label={category ? 'Save' : 'Add category'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
