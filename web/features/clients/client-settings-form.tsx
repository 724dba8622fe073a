import { Button, Collapse, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { type Client, clientUpdateInput } from '../../../shared/api/clients';
import { ChoiceField } from '../../components/choice-field';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshClient, updateClient, useAllAddresses } from './api';
import { invoiceScheduleLabels, options, paymentMethodLabels, paymentTypeLabels } from './labels';

const termsFields = ['payment_terms', 'invoice_schedule', 'invoice_start'];

function initialValues(client: Client) {
  return {
    payment_method: client.payment_method,
    payment_terms: client.payment_terms as number | string,
    invoice_schedule: client.invoice_schedule as Client['invoice_schedule'] | null,
    invoice_start: client.invoice_start,
    payment_type: client.payment_type,
    billing_address1: client.billing_address1 ?? '',
    billing_address2: client.billing_address2 ?? '',
    billing_address3: client.billing_address3 ?? '',
    billing_city: client.billing_city ?? '',
    address_id: client.address_id ? String(client.address_id) : null,
    require_photos: client.require_photos,
    auto_invoice: client.auto_invoice,
    auto_remind: client.auto_remind,
  };
}

/**
 * The client settings, saved together. Payment terms, invoice schedule and invoice start apply only to payment
 * method terms (docs/domain.md "Active, inactive and cash clients"), so they show only then; switching to cash
 * keeps what they held.
 */
export function ClientSettingsForm({ client, editable }: { client: Client; editable: boolean }) {
  const addresses = useAllAddresses(client.id);
  const form = useForm({ initialValues: initialValues(client), validate: zodValidate(clientUpdateInput) });
  const save = useFormSave(form);
  const terms = form.getValues().payment_method === 'terms';

  // A change made elsewhere (the active toggle, a suspension, a first address) shows here unless you are editing.
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues(initialValues(client));
    form.resetDirty(initialValues(client));
    // Only a new client record should do this; the form object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  const submit = save.submit(async (values) => {
    const converted = { ...values, payment_terms: values.payment_terms === '' ? null : Number(values.payment_terms), address_id: values.address_id ? Number(values.address_id) : null };
    // Only what was changed here: the client may have changed since (a first address becomes the main one).
    const body = Object.fromEntries(Object.entries(converted).filter(([key]) => form.isDirty(key))) as Partial<typeof converted>;
    // The terms-only fields are checked against the payment method, so it travels with them.
    if (termsFields.some((key) => key in body)) body.payment_method = values.payment_method;
    const saved = await updateClient(client.id, body);
    await refreshClient(client.id);
    form.resetDirty(initialValues(saved));
    notifications.show({ color: 'teal', message: `${client.name} settings saved` });
  });

  const addressOptions = (addresses.data ?? []).map((address) => ({ value: String(address.id), label: address.readable }));
  if (client.address && !addressOptions.some((option) => option.value === String(client.address_id))) {
    addressOptions.unshift({ value: String(client.address.id), label: client.address.readable });
  }

  return (
    <SectionCard title="Billing and service">
      <form onSubmit={submit} noValidate>
        {/* Read-only: a disabled fieldset turns every field into a shown value, and there is nothing to save. */}
        <fieldset disabled={!editable} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <FormAlert message={save.message} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="md">
              <Stack gap="sm">
                <ChoiceField label="Payment method" data={options(paymentMethodLabels)} {...form.getInputProps('payment_method')} />
                <Collapse expanded={terms}>
                  <Stack gap="sm">
                    <SimpleGrid cols={2} spacing="sm">
                      <NumberInput label="Payment terms" suffix=" days" min={0} max={365} allowDecimal={false} required={terms} {...form.getInputProps('payment_terms')} />
                      <Select label="Invoice schedule" data={options(invoiceScheduleLabels)} allowDeselect={false} required={terms} {...form.getInputProps('invoice_schedule')} />
                    </SimpleGrid>
                    <DatePickerInput
                      label="Invoice start"
                      description="Invoice periods are counted from this date."
                      placeholder="Choose a date"
                      valueFormat="D MMM YYYY"
                      clearable
                      {...form.getInputProps('invoice_start')}
                    />
                  </Stack>
                </Collapse>
                <ChoiceField label="Payment type" data={options(paymentTypeLabels)} {...form.getInputProps('payment_type')} />
                <Switch label="Auto-invoice" description="Invoice completed visits at the end of each period." {...form.getInputProps('auto_invoice', { type: 'checkbox' })} />
                <Switch label="Auto-remind" description="Send reminders when an invoice is overdue." {...form.getInputProps('auto_remind', { type: 'checkbox' })} />
                <Switch label="Require photos" description="Completed visits without a photo show as photos missing." {...form.getInputProps('require_photos', { type: 'checkbox' })} />
              </Stack>
              <Stack gap="sm">
                <Select
                  label="Main address"
                  placeholder={addressOptions.length ? 'Choose an address' : 'Add an address below first'}
                  data={addressOptions}
                  clearable
                  {...form.getInputProps('address_id')}
                />
                <TextInput label="Billing address" placeholder="Line 1" {...form.getInputProps('billing_address1')} />
                <TextInput aria-label="Billing address line 2" placeholder="Line 2" {...form.getInputProps('billing_address2')} />
                <TextInput aria-label="Billing address line 3" placeholder="Line 3" {...form.getInputProps('billing_address3')} />
                <TextInput label="Billing city" {...form.getInputProps('billing_city')} />
              </Stack>
            </SimpleGrid>
            {editable && (
              <Group justify="flex-end">
                <Button type="submit" loading={save.busy} disabled={!form.isDirty()}>
                  Save settings
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </SectionCard>
  );
}
