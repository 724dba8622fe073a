import { describe, expect, it } from 'vitest';
import { validateSharedDocument } from './shared-document-form';

const pdf = new File(['%PDF-1.4'], 'bleach-sds.pdf', { type: 'application/pdf' });
const values = (over: Partial<Parameters<typeof validateSharedDocument>[0]> = {}) => ({
  name: 'msds' as const,
  description: 'Bleach 5 L safety data sheet',
  subject: '',
  expires_at: null,
  file: pdf,
  ...over,
});

describe('the shared document form', () => {
  it.each([
    ['a PDF with no expiry or subject', values(), {}],
    ['an image with an expiry', values({ file: new File(['x'], 'sds.jpg', { type: 'image/jpeg' }), expires_at: '2029-06-30' }), {}],
    ['no description', values({ description: '  ' }), { description: 'The description field is required.' }],
    ['no file', values({ file: null }), { file: 'Choose a PDF or an image.' }],
    [
      'a spreadsheet',
      values({ file: new File(['x'], 'sds.xlsx', { type: 'application/vnd.ms-excel' }) }),
      { file: 'PDF or image files only' },
    ],
    ['an empty file', values({ file: new File([], 'empty.pdf', { type: 'application/pdf' }) }), { file: 'The file is empty.' }],
  ])('%s', (_case, form, errors) => {
    expect(validateSharedDocument(form)).toEqual(errors);
  });
});
