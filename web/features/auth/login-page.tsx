import { Anchor, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { signInErrors } from '../../../shared/sign-in';
import { queryClient } from '../../lib/query-client';
import { AuthForm, useAuthPost } from './auth-form';

export function LoginPage() {
  const navigate = useNavigate();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: signInErrors });
  const post = useAuthPost(form, '/login', () => {
    queryClient.clear();
    navigate('/', { replace: true });
  });

  return (
    <AuthForm title="Sign in" subtitle="Welcome back. Sign in to run your day." post={post} label="Sign in">
      <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
      <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
      <Anchor component={Link} to="/forgot-password" size="sm">
        Forgot your password?
      </Anchor>
    </AuthForm>
  );
}
