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
    const converted = {
      ...values,
      payment_terms: values.payment_terms === '' ? null : Number(values.payment_terms),
      address_id: values.address_id ? Number(values.address_id) : null,
    };
    // Only what was changed here: the client may have changed since (a first address becomes the main one).
    const body = Object.fromEntries(Object.entries(converted).filter(([key]) => form.isDirty(key))) as Partial<typeof converted>;
    // The terms-only fields are checked against the payment method, so it travels with them.
    if (termsFields.some((key) => key in body)) body.payment_method = values.payment_method;
    const saved = await updateClient(client.id, body);
    await refreshClient(client.id);
    form.resetDirty(initialValues(saved));
    notifications.show({ color: 'teal', message: `${client.name} settings saved` });
  });

  // Read-only (a bookkeeper): the values shown as they are, in full contrast, with nothing to pick or clear.
  const value = (name: keyof ReturnType<typeof initialValues>) => ({ ...form.getInputProps(name), readOnly: !editable });
  const toggle = (name: keyof ReturnType<typeof initialValues>) => ({
    ...form.getInputProps(name, { type: 'checkbox' }),
    disabled: !editable,
  });

  const addressOptions = (addresses.data ?? []).map((address) => ({ value: String(address.id), label: address.readable }));
  if (client.address && !addressOptions.some((option) => option.value === String(client.address_id))) {
    addressOptions.unshift({ value: String(client.address.id), label: client.address.readable });
  }

  return (
    <SectionCard title="Billing and service">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="md">
            <Stack gap="sm">
              <ChoiceField
                label="Payment method"
                data={options(paymentMethodLabels)}
                {...form.getInputProps('payment_method')}
                disabled={!editable}
              />
              <Collapse expanded={terms}>
                <Stack gap="sm">
                  <SimpleGrid cols={2} spacing="sm">
                    <NumberInput
                      label="Payment terms"
                      suffix=" days"
                      min={0}
                      max={365}
                      allowDecimal={false}
                      required={terms && editable}
                      hideControls={!editable}
                      {...value('payment_terms')}
                    />
                    <Select
                      label="Invoice schedule"
                      data={options(invoiceScheduleLabels)}
                      allowDeselect={false}
                      required={terms && editable}
                      {...value('invoice_schedule')}
                    />
                  </SimpleGrid>
                  <DatePickerInput
                    label="Invoice start"
                    description="Invoice periods are counted from this date."
                    placeholder={editable ? 'Choose a date' : 'None'}
                    valueFormat="D MMM YYYY"
                    clearable={editable}
                    {...value('invoice_start')}
                  />
                </Stack>
              </Collapse>
              <ChoiceField
                label="Payment type"
                data={options(paymentTypeLabels)}
                {...form.getInputProps('payment_type')}
                disabled={!editable}
              />
              <Switch label="Auto-invoice" description="Invoice completed visits at the end of each period." {...toggle('auto_invoice')} />
              <Switch label="Auto-remind" description="Send reminders when an invoice is overdue." {...toggle('auto_remind')} />
              <Switch
                label="Require photos"
                description="Completed visits without a photo show as photos missing."
                {...toggle('require_photos')}
              />
            </Stack>
            <Stack gap="sm">
              <Select
                label="Main address"
                placeholder={!editable ? 'None' : addressOptions.length ? 'Choose an address' : 'Add an address below first'}
                data={addressOptions}
                clearable={editable}
                {...value('address_id')}
              />
              <TextInput label="Billing address" placeholder={editable ? 'Line 1' : undefined} {...value('billing_address1')} />
              <TextInput aria-label="Billing address line 2" placeholder={editable ? 'Line 2' : undefined} {...value('billing_address2')} />
              <TextInput aria-label="Billing address line 3" placeholder={editable ? 'Line 3' : undefined} {...value('billing_address3')} />
              <TextInput label="Billing city" {...value('billing_city')} />
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
      </form>
    </SectionCard>
  );
}
