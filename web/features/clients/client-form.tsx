import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type Client, clientCreateInput } from '../../../shared/api/clients';
import { FormAlert } from '../../components/form-alert';
import { useServerErrors, zodValidate } from '../../lib/forms';
import { createClient, refreshClient, updateClient } from './api';

type Props = { opened: boolean; client: Client | null; onClose: () => void; onCreated?: (client: Client) => void };

/** The create and edit modal of the clients list: name and active. Mounted afresh on every open. */
export function ClientFormModal({ opened, client, onClose, onCreated }: Props) {
  const serverErrors = useServerErrors();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { name: client?.name ?? '', active: client?.active ?? true },
    validate: zodValidate(clientCreateInput),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const saved = client ? await updateClient(client.id, values) : await createClient(values);
      await refreshClient(client?.id);
      notifications.show({ color: 'teal', message: client ? `${values.name} saved` : `${values.name} added` });
      onClose();
      if (!client) onCreated?.(saved);
    } catch (error) {
      serverErrors.apply(form, error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={client ? `Edit ${client.name}` : 'New client'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={serverErrors.message} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {client ? 'Save' : 'Add client'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
