import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordInput } from '../../../shared/api/auth';
import { FormAlert } from '../../components/form-alert';
import { api, fetchCsrfCookie } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(forgotPasswordInput) });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    save.clear();
    await fetchCsrfCookie();
    const result = await api<{ message: string }>('/forgot-password', { method: 'POST', body: values, quiet: true });
    setSent(result.message);
  });

  return (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a link to choose a new one.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {sent && (
            <Alert color="teal" role="status">
              {sent}
            </Alert>
          )}
          <FormAlert message={save.message} />
          <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <Button type="submit" loading={save.busy} fullWidth>
            E-mail password reset link
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
