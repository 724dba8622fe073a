import { Alert, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { type Client, clientCreateInput } from '../../../shared/api/clients';
import type { Paged } from '../../../shared/api/paging';
import { namesakes, namesakeWarning, normalClientName } from '../../../shared/client-names';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { createClient, refreshClient, updateClient } from './api';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; client: Client | null; onClose: () => void; onCreated?: (client: Client) => void };

/** The server's clients of that name (its name search, matched whole here), other than the one edited. */
async function findNamesakes(name: string, editing: number | null) {
  // Spaces collapsed as the comparison does: "Acme  Pty" finds "Acme Pty".
  const page = await api<Paged<Client>>('/api/clients', { query: { search: name.trim().replace(/\s+/g, ' '), count: 10 }, quiet: true });
  return namesakes(name, page.data, editing);
}

/**
 * The create and edit modal of the clients list: name and active. Mounted afresh on every open. A name another
 * client already has is warned of before saving: saving that name again goes ahead. A failed check does not
 * stand in the way of saving.
 */
export function ClientFormModal({ opened, client, onClose, onCreated }: Props) {
  const form = useForm({
    initialValues: { name: client?.name ?? '', active: client?.active ?? true },
    validate: zodValidate(clientCreateInput),
  });
  const save = useFormSave(form);
  // The name the warning was shown for: saving that name again is the user's "yes, continue".
  const [warned, setWarned] = useState<{ name: string; warning: string } | null>(null);
  const unchanged = (name: string) => client !== null && normalClientName(name) === normalClientName(client.name);

  const check = async (name: string) => {
    if (unchanged(name) || normalClientName(name) === '') return null;
    const warning = namesakeWarning(await findNamesakes(name, client?.id ?? null));
    setWarned(warning ? { name: normalClientName(name), warning } : null);
    return warning;
  };

  const submit = save.submit(async (values) => {
    if (warned?.name !== normalClientName(values.name) && (await check(values.name).catch(() => null))) return;
    const saved = client ? await updateClient(client.id, values) : await createClient(values);
    await refreshClient(client?.id);
    notifications.show({ color: 'teal', message: client ? `${values.name} saved` : `${values.name} added` });
    onClose();
    if (!client) onCreated?.(saved);
  });

  const warning = warned?.name === normalClientName(form.values.name) ? warned.warning : null;
  const label = client ? 'Save' : 'Add client';

  return (
    <Modal opened={opened} onClose={onClose} title={client ? `Edit ${client.name}` : 'New client'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          {warning && (
            <Alert color="yellow" icon={<IconAlertTriangle size={16} />} role="status" p="xs">
              {warning}
            </Alert>
          )}
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions label={warning ? `${label} anyway` : label} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
