import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { loginInput } from '../../../shared/api/auth';
import { FormAlert } from '../../components/form-alert';
import { api, fetchCsrfCookie } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zodValidate(loginInput) });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    save.clear();
    await fetchCsrfCookie();
    await api('/login', { method: 'POST', body: values, quiet: true });
    queryClient.clear();
    navigate('/', { replace: true });
  });

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to run your day.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={save.busy} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
