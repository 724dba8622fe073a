import { useForm } from '@mantine/form';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadTypeMessages } from '../../shared/api/uploads';
import { ApiError } from './api';
import { type UploadRequest, uploadWithNote } from './upload';
import { pdfFileProblem, useUploadWithFields } from './use-upload-with-fields';

vi.mock('./upload', () => ({ uploadWithNote: vi.fn() }));
const upload = vi.mocked(uploadWithNote);

afterEach(() => {
  cleanup();
  upload.mockReset();
});

const pdf = new File(['%PDF-1.4'], 'insurance.pdf', { type: 'application/pdf' });
const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });

function setup(file: File | null = pdf) {
  return renderHook(() => {
    const form = useForm({ initialValues: { name: 'Insurance', file } });
    return { form, upload: useUploadWithFields(form, pdfFileProblem) };
  });
}

/** The upload as far as its first POST and one piece, then held until `finish` is called. */
function holdUpload() {
  let finish!: (error?: unknown) => void;
  upload.mockImplementation(async ({ begin, onStatus }: UploadRequest) => {
    await begin();
    onStatus?.({ phase: 'sending', sent: 4, total: 8 });
    await new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())));
  });
  return (error?: unknown) => act(async () => finish(error));
}

describe('pdfFileProblem', () => {
  it.each([
    ['no file', null, 'Choose a PDF file.'],
    ['a photo', photo, uploadTypeMessages.pdf],
    ['a PDF', pdf, null],
    ['a PDF by its name only', new File(['x'], 'SCAN.PDF', { type: '' }), null],
  ])('says of %s', (_what, file, problem) => expect(pdfFileProblem(file)).toBe(problem));
});

describe('useUploadWithFields', () => {
  it('posts the fields, follows the upload while it runs, and finishes with `after`', async () => {
    const finish = holdUpload();
    const begin = vi.fn(async () => ({ id: 'abcdefghijklmnop' }));
    const after = vi.fn();
    const { result } = setup();
    act(() => void result.current.upload.submit({ begin, after })());
    await waitFor(() => expect(result.current.upload.status).toEqual({ phase: 'sending', sent: 4, total: 8 }));
    expect(result.current.upload.busy).toBe(true);
    expect(begin).toHaveBeenCalledWith({ name: 'Insurance', file: pdf }, pdf);
    expect(after).not.toHaveBeenCalled();

    await finish();
    await waitFor(() => expect(result.current.upload.busy).toBe(false));
    expect(after).toHaveBeenCalledWith({ name: 'Insurance', file: pdf });
    expect(result.current.upload.status).toBeNull();
  });

  it('puts a refusal on the form and skips `after`', async () => {
    const finish = holdUpload();
    const after = vi.fn();
    const { result } = setup();
    act(() => void result.current.upload.submit({ begin: async () => ({ id: 'abcdefghijklmnop' }), after })());
    await waitFor(() => expect(result.current.upload.busy).toBe(true));

    await finish(new ApiError(422, 'The document is refused.', { name: ['Choose a document.'] }));
    await waitFor(() => expect(result.current.upload.busy).toBe(false));
    expect(result.current.upload.message).toBe('The document is refused.');
    expect(result.current.form.errors).toEqual({ name: 'Choose a document.' });
    expect(after).not.toHaveBeenCalled();
  });

  it('clears the last refusal when the form is sent again', async () => {
    upload.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce();
    const { result } = setup();
    const request = { begin: async () => ({ id: 'abcdefghijklmnop' }), after: () => {} };
    await act(async () => result.current.upload.submit(request)());
    expect(result.current.upload.message).toBe('Something went wrong. Please try again.');
    await act(async () => result.current.upload.submit(request)());
    expect(result.current.upload.message).toBeNull();
  });

  it('says at once that a chosen file is the wrong type, and clears that for a right one', () => {
    const { result } = setup(null);
    act(() => result.current.upload.checkFile(photo));
    expect(result.current.form.errors).toEqual({ file: uploadTypeMessages.pdf });
    act(() => result.current.upload.checkFile(pdf));
    expect(result.current.form.errors).toEqual({});
    act(() => result.current.upload.checkFile(null));
    expect(result.current.form.errors).toEqual({});
  });
});
