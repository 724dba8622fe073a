import { usePhone } from '../../lib/screen';
import { Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type Invoice, type InvoiceCreateInput, invoiceCreateInput, maxTerms } from '../../../shared/api/invoices';
import { FormAlert } from '../../components/form-alert';
import { useFormSave, zodValidate } from '../../lib/forms';
import { createInvoice } from './api';
import { type ChosenClient, ClientSelect } from '../../entities/clients/client-select';
import { FormActions } from '../../components/form-actions';

// The client box is named as the call's field, so a refusal on client_id lands under it.
type Values = { client_id: ChosenClient | null; issued_at: string | null; terms: number | string };

type Props = {
  opened: boolean;
  /** The client the list is showing, chosen already (and the only choice inside a client's tab). */
  client: ChosenClient | null;
  fixedClient?: boolean;
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
};

/** What the call takes: blanks are left out, so the server dates it today with the client's terms. */
function bodyOf(values: Values): Partial<InvoiceCreateInput> {
  return {
    client_id: values.client_id?.id,
    ...(values.issued_at ? { issued_at: values.issued_at } : {}),
    ...(values.terms === '' ? {} : { terms: Number(values.terms) }),
  };
}

/** Create: a client's new draft invoice, then its editor opens to add the lines. */
export function CreateInvoiceModal({ opened, client, fixedClient, onClose, onCreated }: Props) {
  const phone = usePhone();
  const validateBody = zodValidate(invoiceCreateInput);
  const form = useForm<Values>({
    initialValues: { client_id: client, issued_at: null, terms: '' },
    validate: (values) => {
      const errors = validateBody(bodyOf(values));
      return values.client_id ? errors : { ...errors, client_id: 'Choose the client to invoice.' };
    },
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    // The check above asked for a client; the same refusal comes from the server if not.
    onCreated(await createInvoice({ ...bodyOf(values), client_id: values.client_id?.id ?? 0 }));
  });

  return (
    <Modal opened={opened} onClose={onClose} title="New invoice" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          {fixedClient && client ? (
            <Text size="sm">
              A draft invoice for <b>{client.name}</b>.
            </Text>
          ) : (
            <ClientSelect
              label="Client"
              required
              value={form.values.client_id}
              onChange={(chosen) => form.setFieldValue('client_id', chosen)}
              error={form.errors.client_id}
            />
          )}
          <Group grow align="flex-start" gap="sm">
            <DatePickerInput
              label="Issued"
              placeholder="Today"
              valueFormat="D MMM YYYY"
              clearable
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('issued_at')}
            />
            <NumberInput
              label="Terms (days)"
              placeholder="The client’s"
              min={0}
              max={maxTerms}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('terms')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            Left blank, it is issued today on the client’s payment terms. Lines are added in the editor that opens next.
          </Text>
          <FormActions label="Create and open" busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
