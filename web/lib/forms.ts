import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api';

/** Client-side check with the same shared schema the server uses: first message per field. */
export function zodValidate<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message.startsWith('Invalid input') ? 'This field is required.' : issue.message;
    }
    return errors;
  };
}

/**
 * Server errors on a form (docs/domain.md "Screens and limits"): the general message in an alert, each field's
 * first message under its input. `clear()` before a form opens drops the previous error.
 */
export function useServerErrors(fallback = 'Something went wrong. Please try again.') {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    apply<V, T>(form: UseFormReturnType<V, T>, error: unknown) {
      if (error instanceof ApiError) {
        setMessage(error.message);
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])));
      } else {
        setMessage(fallback);
      }
    },
  };
}

/**
 * Saving a form: `submit(save)` wraps `form.onSubmit` so `busy` is true while `save` runs and a refusal
 * lands on the form as `useServerErrors` puts it (the general message, each field's first message).
 * The forms repeated these lines around every save; each keeps only its own call, toast and refresh.
 * `fallback` is the message for a failure that is not the server's answer. The one way a form submits
 * (docs/decisions/017-one-way-to-submit.md).
 */
export function useFormSave<V, T = V>(form: UseFormReturnType<V, T>, { fallback }: { fallback?: string } = {}) {
  const serverErrors = useServerErrors(fallback);
  const [busy, setBusy] = useState(false);
  return {
    busy,
    message: serverErrors.message,
    clear: serverErrors.clear,
    submit: (save: (values: T) => Promise<unknown>) =>
      form.onSubmit(async (values) => {
        setBusy(true);
        try {
          await save(values);
        } catch (error) {
          serverErrors.apply(form, error);
        } finally {
          setBusy(false);
        }
      }),
  };
}

/**
 * A one-click action that is not a form (a download, Find matches, Confirm): `busy` while `run(action)` runs.
 * A failure is already on screen as the API client's toast, so `run` swallows it, unless `onError` puts it
 * somewhere else (under a field that saves on its own). The companion of `useFormSave`
 * (docs/decisions/017-one-way-to-submit.md).
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    run: async (action: () => Promise<unknown>, onError?: (error: unknown) => void) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        onError?.(error);
      } finally {
        setBusy(false);
      }
    },
  };
}
