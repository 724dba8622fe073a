import { Alert, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { forgotPasswordInput } from '../../../shared/api/auth';
import { zodValidate } from '../../lib/forms';
import { AuthForm, useAuthPost } from './auth-form';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(forgotPasswordInput) });
  const post = useAuthPost(form, '/forgot-password', (answer) => setSent(answer.message));

  return (
    <AuthForm
      title="Forgot your password?"
      subtitle="We will e-mail you a link to choose a new one."
      post={post}
      label="E-mail password reset link"
      notice={
        sent && (
          <Alert color="teal" role="status">
            {sent}
          </Alert>
        )
      }
      backToSignIn
    >
      <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
    </AuthForm>
  );
}
