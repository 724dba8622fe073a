import { Anchor, Button, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { api, fetchCsrfCookie } from '../../lib/api';
import { useFormSave } from '../../lib/forms';
import { AuthCard } from './auth-card';

/** Posts a signed-out form's values (after the CSRF cookie it needs) and hands on the server's answer. */
export function useAuthPost<V>(form: UseFormReturnType<V>, path: string, onAnswer: (answer: { message: string }) => void) {
  const save = useFormSave(form);
  const submit = save.submit(async (values) => {
    save.clear();
    await fetchCsrfCookie();
    onAnswer(await api<{ message: string }>(path, { method: 'POST', body: values, quiet: true }));
  });
  return { busy: save.busy, message: save.message, submit };
}

type Props = {
  title: string;
  subtitle: string;
  post: ReturnType<typeof useAuthPost>;
  /** What the button says. */
  label: string;
  /** Above the refusal: what the server last answered. */
  notice?: ReactNode;
  /** The fields, above the button. */
  children: ReactNode;
  /** A link back to sign in under the button. */
  backToSignIn?: boolean;
};

/** A signed-out page's form: the refusal on top, the fields, one full-width button. */
export function AuthForm({ title, subtitle, post, label, notice, children, backToSignIn }: Props) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={post.submit} noValidate>
        <Stack gap="md">
          {notice}
          <FormAlert message={post.message} />
          {children}
          <Button type="submit" loading={post.busy} fullWidth>
            {label}
          </Button>
          {backToSignIn && (
            <Anchor component={Link} to="/login" size="sm">
              Back to sign in
            </Anchor>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
