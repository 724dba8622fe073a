import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Role, roleInput } from '../../../shared/api/roles';
import { normalisePermissions } from '../../../shared/permissions';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshAfterChange } from './api';
import { PermissionChecklist } from './permission-checklist';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; role: Role | null; onClose: () => void };

/** Create or edit a role: its name and permission checklist. Mounted afresh on every open. */
export function RoleFormModal({ opened, role, onClose }: Props) {
  const form = useForm({
    // Older rows may hold a child without its parent; the checklist shows them consistent.
    initialValues: { name: role?.name ?? '', permissions: normalisePermissions(role?.permissions ?? []) as string[] },
    validate: zodValidate(roleInput),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    if (role) await api(`/api/roles/${role.id}`, { method: 'PUT', body: values, quiet: true });
    else await api('/api/roles', { method: 'POST', body: values, quiet: true });
    await refreshAfterChange('roles');
    notifications.show({ color: 'teal', message: role ? `${values.name} saved` : `${values.name} added` });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={role ? `Edit ${role.name}` : 'New role'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <PermissionChecklist
            value={form.getValues().permissions}
            onChange={(permissions) => form.setFieldValue('permissions', permissions)}
            error={form.errors.permissions as string | undefined}
          />
          <FormActions label={role ? 'Save' : 'Add role'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
