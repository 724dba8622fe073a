import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginInput } from '../../../shared/api/auth';
import { FormAlert } from '../../components/form-alert';
import { api, fetchCsrfCookie } from '../../lib/api';
import { useServerErrors, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const serverErrors = useServerErrors();
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zodValidate(loginInput) });

  const submit = form.onSubmit(async (values) => {
    serverErrors.clear();
    setBusy(true);
    try {
      await fetchCsrfCookie();
      await api('/login', { method: 'POST', body: values, quiet: true });
      queryClient.clear();
      navigate('/', { replace: true });
    } catch (error) {
      serverErrors.apply(form, error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to run your day.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={serverErrors.message} />
          <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={busy} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
