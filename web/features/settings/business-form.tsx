import { Button, Checkbox, Divider, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { australianStates, stateNames } from '../../../shared/api/public-holidays';
import { type GeneralSettings, type GeneralSettingsInput, generalSettingsInput } from '../../../shared/api/settings';
import { formatAbn, formatBsb } from '../../../shared/validation';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshGeneralSettings } from './api';

type Values = Omit<
  GeneralSettingsInput,
  'default_terms' | 'reminder_days' | 'notice_days' | 'warning_days' | 'late_check_in_minutes' | 'next_invoice_number'
> & {
  default_terms: number | string;
  reminder_days: number | string;
  notice_days: number | string;
  warning_days: number | string;
  late_check_in_minutes: number | string;
  next_invoice_number: number | string;
};

const text = (value: string | null) => value ?? '';
const stateOptions = australianStates.map((state) => ({ value: state, label: stateNames[state] }));

function initialValues(settings: GeneralSettings): Values {
  return {
    business_name: settings.business_name,
    legal_name: text(settings.legal_name),
    abn: settings.abn ? formatAbn(settings.abn) : '',
    gst_registered: settings.gst_registered,
    address: text(settings.address),
    state: settings.state,
    phone: text(settings.phone),
    email: text(settings.email),
    header_title: text(settings.header_title),
    header_content: text(settings.header_content),
    footer_title: text(settings.footer_title),
    footer_content: text(settings.footer_content),
    account_name: text(settings.account_name),
    bsb: settings.bsb ? formatBsb(settings.bsb) : '',
    account_number: text(settings.account_number),
    default_terms: settings.default_terms,
    reminder_days: settings.reminder_days,
    notice_days: settings.notice_days,
    warning_days: settings.warning_days,
    late_check_in_minutes: settings.late_check_in_minutes,
    next_invoice_number: settings.next_invoice_number,
  };
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider />
      <Stack gap={0}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * The business as its invoices and statements print it, the pace of auto-remind, and the next invoice number.
 * Checked with the server's own schema before it is sent; the server's refusals land under their fields.
 */
export function BusinessForm({ settings }: { settings: GeneralSettings }) {
  const form = useForm<Values>({ initialValues: initialValues(settings), validate: zodValidate(generalSettingsInput) });
  const save = useFormSave(form);
  const number = (field: keyof Values) => form.getInputProps(field);

  const submit = save.submit(async (values) => {
    const saved = await api<GeneralSettings>('/api/settings/general', { method: 'PUT', body: values, quiet: true });
    form.setInitialValues(initialValues(saved));
    form.setValues(initialValues(saved));
    await refreshGeneralSettings();
    notifications.show({ color: 'teal', message: 'Business settings saved' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={save.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Business name" required {...form.getInputProps('business_name')} />
          <TextInput label="Legal name" placeholder="When it differs from the business name" {...form.getInputProps('legal_name')} />
          <TextInput label="ABN" placeholder="51 824 753 556" inputMode="numeric" {...form.getInputProps('abn')} />
          <TextInput label="Phone" inputMode="tel" {...form.getInputProps('phone')} />
          <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          <Textarea label="Address" autosize minRows={2} maxRows={4} {...form.getInputProps('address')} />
          <Select
            label="State or territory"
            description="Its public holidays are marked on visits, and task groups may skip or move visits on them."
            data={stateOptions}
            allowDeselect={false}
            {...form.getInputProps('state')}
          />
        </SimpleGrid>
        <Checkbox
          label="Registered for GST"
          description="Invoices then say “Tax invoice” and add 10 % GST; otherwise they say “Invoice” and charge none."
          {...form.getInputProps('gst_registered', { type: 'checkbox' })}
        />

        <Section title="Invoice texts" description="Printed above and below the lines of every invoice.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="sm">
              <TextInput label="Header title" {...form.getInputProps('header_title')} />
              <Textarea label="Header text" autosize minRows={2} maxRows={6} {...form.getInputProps('header_content')} />
            </Stack>
            <Stack gap="sm">
              <TextInput label="Footer title" {...form.getInputProps('footer_title')} />
              <Textarea label="Footer text" autosize minRows={2} maxRows={6} {...form.getInputProps('footer_content')} />
            </Stack>
          </SimpleGrid>
        </Section>

        <Section title="Payment details" description="Printed on every invoice, with the invoice number as the reference.">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Account name" {...form.getInputProps('account_name')} />
            <TextInput label="BSB" placeholder="062-000" inputMode="numeric" {...form.getInputProps('bsb')} />
            <TextInput label="Account number" inputMode="numeric" {...form.getInputProps('account_number')} />
          </SimpleGrid>
        </Section>

        <Section
          title="Invoicing"
          description="Terms for new clients, the number the next invoice takes, and how long auto-remind waits before each step (it never suspends a service by itself)."
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label="Default terms"
              description="Days a new client has to pay"
              suffix=" days"
              min={0}
              max={365}
              allowDecimal={false}
              {...number('default_terms')}
            />
            <NumberInput
              label="Next invoice number"
              description={`${settings.min_invoice_number} or more: numbers are never reused`}
              min={settings.min_invoice_number}
              allowDecimal={false}
              {...number('next_invoice_number')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <NumberInput
              label="Reminder after"
              description="Days past the due date"
              suffix=" days"
              min={1}
              max={365}
              allowDecimal={false}
              {...number('reminder_days')}
            />
            <NumberInput
              label="Notice to pay after"
              description="Days after the reminder"
              suffix=" days"
              min={1}
              max={365}
              allowDecimal={false}
              {...number('notice_days')}
            />
            <NumberInput
              label="Suspension warning after"
              description="Days after the notice"
              suffix=" days"
              min={1}
              max={365}
              allowDecimal={false}
              {...number('warning_days')}
            />
          </SimpleGrid>
        </Section>

        <Section
          title="Visits"
          description="When a visit with no check-in counts as late: it is listed on the dashboard and the office gets one e-mail about it."
        >
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <NumberInput
              label="Late check-in after"
              description="Minutes past the visit's time"
              suffix=" min"
              min={5}
              max={720}
              allowDecimal={false}
              {...number('late_check_in_minutes')}
            />
          </SimpleGrid>
        </Section>

        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.busy}>
            Discard changes
          </Button>
          <Button type="submit" loading={save.busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
