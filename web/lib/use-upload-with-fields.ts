import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { uploadTypeMessages } from '../../shared/api/uploads';
import { useServerErrors } from './forms';
import { type UploadStatus, uploadWithNote } from './upload';

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** What is wrong with the file of a PDF-only form: none chosen, or not a PDF; null when it will do. */
export function pdfFileProblem(file: File | null): string | null {
  if (!file) return 'Choose a PDF file.';
  return isPdf(file) ? null : uploadTypeMessages.pdf;
}

type Upload<V> = {
  /** The owning feature's first POST, carrying the form's fields; answers the upload id. */
  begin: (values: V, file: File) => Promise<{ id: string }>;
  /** Runs once the server holds the whole file (refresh, reset, close); a failure here lands on the form too. */
  after: (values: V) => unknown;
};

/**
 * A form that sends one file (its `file` field) through the chunked upload, the other fields going in the first
 * POST. `submit` wraps `form.onSubmit`; `status` follows the upload for a progress bar (null when idle, and the
 * form `busy` while it is not); a refusal lands on the form as `useServerErrors` puts it.
 * `fileProblem` is the form's file check (say `pdfFileProblem`), which `checkFile` tells at once rather than on
 * submit; a missing file waits for submit.
 */
export function useUploadWithFields<V extends { file: File | null }>(
  form: UseFormReturnType<V>,
  fileProblem: (file: File | null) => string | null,
) {
  const serverErrors = useServerErrors();
  const [status, setStatus] = useState<UploadStatus | null>(null);
  return {
    status,
    busy: status !== null,
    message: serverErrors.message,
    /**
     * Called by the file input once the form holds the chosen file. The form sets the value itself: this hook,
     * written for any form with a `file`, cannot call `setFieldValue('file', …)` in a way that type-checks.
     */
    checkFile(file: File | null) {
      const problem = file && fileProblem(file);
      if (problem) form.setFieldError('file', problem);
      else form.clearFieldError('file');
    },
    submit: ({ begin, after }: Upload<V>) =>
      form.onSubmit(async (values) => {
        const file = values.file;
        // The form's validation requires a file; this tells the type checker so.
        if (!file) return;
        serverErrors.clear();
        setStatus({ phase: 'sending', sent: 0, total: file.size });
        try {
          await uploadWithNote({ file, begin: () => begin(values, file), onStatus: setStatus });
          await after(values);
        } catch (error) {
          serverErrors.apply(form, error);
        } finally {
          setStatus(null);
        }
      }),
  };
}
