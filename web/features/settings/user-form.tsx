import { Modal, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { passwordHelp, type User, userCreateInput, userUpdateInput } from '../../../shared/api/users';
import { formatAbn, formatBsb } from '../../../shared/validation';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshAfterChange, useRoleOptions } from './api';
import { FormActions } from '../../components/form-actions';
import { PaymentDetailsFields } from '../../entities/people/payment-details-fields';

type Props = { opened: boolean; user: User | null; onClose: () => void };

function initialValues(user: User | null) {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role_id: user ? String(user.role_id) : '',
    password: '',
    password_confirmation: '',
    abn: user?.abn ? formatAbn(user.abn) : '',
    bank_bsb: user?.bank_bsb ? formatBsb(user.bank_bsb) : '',
    bank_account: user?.bank_account ?? '',
    legal_name: user?.legal_name ?? '',
    legal_business_name: user?.legal_business_name ?? '',
  };
}

/** Create or edit a user; `user` null means a new one. Mounted afresh on every open. */
export function UserFormModal({ opened, user, onClose }: Props) {
  const roles = useRoleOptions();
  const form = useForm({ initialValues: initialValues(user), validate: zodValidate(user ? userUpdateInput : userCreateInput) });
  const save = useFormSave(form);

  // ABN and BSB are typed any way and shown in their usual grouping once the field is left.
  const submit = save.submit(async (values) => {
    const body = { ...values, role_id: Number(values.role_id) };
    if (user) await api(`/api/users/${user.id}`, { method: 'PUT', body, quiet: true });
    else await api('/api/users', { method: 'POST', body, quiet: true });
    await refreshAfterChange('users');
    notifications.show({ color: 'teal', message: user ? `${values.name} saved` : `${values.name} added` });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={user ? `Edit ${user.name}` : 'New user'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
            <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <Select
              label="Role"
              required
              placeholder={roles.isLoading ? 'Loading roles…' : 'Choose a role'}
              data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
              allowDeselect={false}
              {...form.getInputProps('role_id')}
            />
            <PasswordInput
              label="Password"
              required={!user}
              autoComplete="new-password"
              description={user ? passwordHelp : undefined}
              // Below the input, so both password inputs stay level.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              required={!user}
              autoComplete="new-password"
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>
          <PaymentDetailsFields form={form} wideLast />
          <FormActions label={user ? 'Save' : 'Add user'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
