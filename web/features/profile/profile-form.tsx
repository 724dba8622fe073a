import { Alert, Button, Card, FileButton, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { profileInput, profileMessages, profilePictureMaxBytes } from '../../../shared/api/profile';
import { type CurrentUser, passwordHelp, type User } from '../../../shared/api/users';
import { formatAbn, formatBsb } from '../../../shared/validation';
import { FormAlert } from '../../components/form-alert';
import { invalidateAfterUserChange } from '../../entities/invalidation-groups';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { userQueryKey } from '../../lib/session';
import { ProfileHeader } from './profile-header';
import { PaymentDetailsFields } from '../../entities/people/payment-details-fields';

const fieldsOf = (user: CurrentUser) => ({
  name: user.name,
  email: user.email,
  password: '',
  password_confirmation: '',
  abn: user.abn ? formatAbn(user.abn) : '',
  bank_bsb: user.bank_bsb ? formatBsb(user.bank_bsb) : '',
  bank_account: user.bank_account ?? '',
  legal_name: user.legal_name ?? '',
  legal_business_name: user.legal_business_name ?? '',
});

/** A local preview of the chosen picture, released when it changes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Your own profile card, editable; saved as one multipart POST with the optional picture. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [picture, setPicture] = useState<File | null>(null);
  const preview = usePreview(picture);
  const form = useForm({ initialValues: fieldsOf(user), validate: zodValidate(profileInput) });
  const save = useFormSave(form);
  // Signed in as someone else, their password and e-mail stay theirs (the server refuses them).
  const assumed = !!user.assumed_by;

  const choosePicture = (file: File | null) => {
    const problem = !file
      ? null
      : !file.type.startsWith('image/')
        ? profileMessages.pictureType
        : file.size > profilePictureMaxBytes
          ? profileMessages.pictureTooLarge
          : null;
    if (problem) {
      form.setFieldError('picture', problem);
      return;
    }
    form.clearFieldError('picture');
    setPicture(file);
  };

  // ABN and BSB are typed any way and shown in their usual grouping once the field is left.
  const submit = save.submit(async (values) => {
    save.clear();
    const body = new FormData();
    if (picture) body.append('picture', picture);
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    const saved = await api<User>('/api/profile', { method: 'POST', body, quiet: true });
    // The answer is the saved user; permissions and who is assuming stay as they were.
    queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, ...saved } : old));
    // Your name and picture also appear in the users lists.
    await invalidateAfterUserChange(queryClient);
    form.setValues({ password: '', password_confirmation: '' });
    setPicture(null);
    notifications.show({ color: 'teal', message: 'Your profile is saved' });
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ProfileHeader user={user} avatar={preview ?? user.avatar}>
            <FileButton onChange={choosePicture} accept="image/*">
              {(props) => (
                <Button {...props} size="compact-xs" variant="subtle" leftSection={<IconCamera size={14} />}>
                  {picture ? 'Change' : 'Picture'}
                </Button>
              )}
            </FileButton>
            {form.errors.picture && (
              <Text size="xs" c="red" maw={110} ta="center">
                {form.errors.picture}
              </Text>
            )}
          </ProfileHeader>
          <FormAlert message={save.message} />
          {assumed && (
            <Alert color="orange" variant="light">
              {profileMessages.assumed}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label="E-mail" type="email" required autoComplete="email" disabled={assumed} {...form.getInputProps('email')} />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              disabled={assumed}
              description={passwordHelp}
              // Below the input, so both password inputs stay level.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              disabled={assumed}
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>
          <PaymentDetailsFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.busy}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
