import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Client, clientCreateInput } from '../../../shared/api/clients';
import { FormAlert } from '../../components/form-alert';
import { useFormSave, zodValidate } from '../../lib/forms';
import { createClient, refreshClient, updateClient } from './api';

type Props = { opened: boolean; client: Client | null; onClose: () => void; onCreated?: (client: Client) => void };

/** The create and edit modal of the clients list: name and active. Mounted afresh on every open. */
export function ClientFormModal({ opened, client, onClose, onCreated }: Props) {
  const form = useForm({
    initialValues: { name: client?.name ?? '', active: client?.active ?? true },
    validate: zodValidate(clientCreateInput),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    const saved = client ? await updateClient(client.id, values) : await createClient(values);
    await refreshClient(client?.id);
    notifications.show({ color: 'teal', message: client ? `${values.name} saved` : `${values.name} added` });
    onClose();
    if (!client) onCreated?.(saved);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={client ? `Edit ${client.name}` : 'New client'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {client ? 'Save' : 'Add client'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
