import { Divider, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatAbn, formatBsb } from '../../../shared/validation';

type PaymentDetails = { abn: string; bank_bsb: string; bank_account: string; legal_name: string; legal_business_name: string };

/**
 * A person's payment details (what a pay run and the TPAR need), on the profile and the user form alike: the ABN
 * and BSB take their printed form when the box is left.
 */
export function PaymentDetailsFields<V extends PaymentDetails>({ form, wideLast }: { form: UseFormReturnType<V>; wideLast?: boolean }) {
  const formatted = (field: 'abn' | 'bank_bsb', format: (value: string) => string) => ({
    ...form.getInputProps(field),
    // Both fields are strings in V; TypeScript cannot follow a path into a generic form's values.
    onBlur: () => form.setFieldValue(field, format(form.getValues()[field]) as never),
  });
  return (
    <>
      <Divider label="Payment details" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="ABN" placeholder="11 digits" inputMode="numeric" {...formatted('abn', formatAbn)} />
        <TextInput label="BSB" placeholder="123-456" inputMode="numeric" {...formatted('bank_bsb', formatBsb)} />
        <TextInput label="Bank account" inputMode="numeric" {...form.getInputProps('bank_account')} />
        <TextInput label="Legal name" {...form.getInputProps('legal_name')} />
        <TextInput
          label="Legal business name"
          {...form.getInputProps('legal_business_name')}
          style={wideLast ? { gridColumn: '1 / -1' } : undefined}
        />
      </SimpleGrid>
    </>
  );
}
