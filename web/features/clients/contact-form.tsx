import { Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Contact, contactInput } from '../../../shared/api/contacts';
import { ChoiceField } from '../../components/choice-field';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshClient } from './api';
import { contactTypeLabels, options } from './labels';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; clientId: number; contact: Contact | null; onClose: () => void };

/** Add or edit a contact of a client; the accounts contact receives invoices and statements. */
export function ContactFormModal({ opened, clientId, contact, onClose }: Props) {
  const form = useForm({
    initialValues: {
      name: contact?.name ?? '',
      number: contact?.number ?? '',
      email: contact?.email ?? '',
      type: contact?.type ?? 'contact',
      notes: contact?.notes ?? '',
    },
    validate: zodValidate(contactInput),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    const path = `/api/clients/${clientId}/contacts`;
    if (contact) await api(`${path}/${contact.id}`, { method: 'PUT', body: values, quiet: true });
    else await api(path, { method: 'POST', body: values, quiet: true });
    await refreshClient(clientId);
    notifications.show({ color: 'teal', message: contact ? `${values.name} saved` : `${values.name} added` });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={contact ? `Edit ${contact.name}` : 'New contact'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Phone" type="tel" {...form.getInputProps('number')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <ChoiceField
            label="Type"
            description="The accounts contact receives invoices and statements."
            data={options(contactTypeLabels)}
            {...form.getInputProps('type')}
          />
          <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
          <FormActions label={contact ? 'Save' : 'Add contact'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
