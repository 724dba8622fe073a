import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { resetPasswordInput } from '../../../shared/api/auth';
import { FormAlert } from '../../components/form-alert';
import { api, fetchCsrfCookie } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { AuthCard } from './auth-card';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initialValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
    validate: zodValidate(resetPasswordInput),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    save.clear();
    await fetchCsrfCookie();
    const result = await api<{ message: string }>('/reset-password', { method: 'POST', body: values, quiet: true });
    setDone(result.message);
  });

  if (done) {
    return (
      <AuthCard title="Password reset">
        <Alert color="teal" role="status">
          {done}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          Sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="At least 8 characters.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={save.busy} fullWidth>
            Reset password
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
