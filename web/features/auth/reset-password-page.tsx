import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { resetPasswordInput } from '../../../shared/api/auth';
import { zodValidate } from '../../lib/forms';
import { AuthCard } from './auth-card';
import { AuthForm, useAuthPost } from './auth-form';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initialValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
    validate: zodValidate(resetPasswordInput),
  });
  const post = useAuthPost(form, '/reset-password', (answer) => setDone(answer.message));

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
    <AuthForm title="Choose a new password" subtitle="At least 8 characters." post={post} label="Reset password" backToSignIn>
      <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
      <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
      <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('password_confirmation')} />
    </AuthForm>
  );
}
