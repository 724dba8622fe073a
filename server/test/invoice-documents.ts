/** For the tests of invoices and statements as documents: the business they print, and reading a PDF's text back. */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll } from 'vitest';
import { createDemoApp, type DemoPerson } from './demo';
import type { Client } from './test-app';

/**
 * The text of a PDF, page after page, read with unpdf, the reader the server itself uses: a second PDF.js in
 * the same process (pdf-parse brought its own) takes the first one's worker and refuses it for its version.
 */
export async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text;
}

export const business = {
  business_name: 'Sparkle Commercial Cleaning',
  legal_name: 'Sparkle Pty Ltd',
  abn: '51 824 753 556',
  gst_registered: true,
  address: '10 King St\nNewtown NSW 2042',
  phone: '02 9000 0000',
  email: 'accounts@sparkle.example',
  header_title: 'Thank you for your business',
  header_content: 'Our cleaners attended on the dates listed below.',
  footer_title: 'Questions about this invoice?',
  footer_content: 'Call our accounts team on 02 9000 0000.',
  account_name: 'Sparkle Operations Pty Ltd',
  bsb: '062-000',
  account_number: '12345678',
  default_terms: 14,
  reminder_days: 7,
  notice_days: 14,
  warning_days: 7,
};

/** Saves `business` (and any changes) through Settings → General, as someone holding `settings`. */
export async function saveBusiness(admin: Client, changes: Partial<typeof business> = {}) {
  const { next_invoice_number } = (await admin.get('/api/settings/general')).json();
  const response = await admin.put('/api/settings/general', { ...business, ...changes, next_invoice_number });
  if (response.statusCode !== 200) throw new Error(`Saving the business: ${response.statusCode} ${response.body}`);
}

/**
 * The app an invoicing test file runs on: the demo's admin and the people named, signed in, with the business's
 * details saved before the file's tests (an invoice prints them) and the app closed after them.
 */
export async function createInvoicingApp<const K extends DemoPerson>(...signedIn: K[]) {
  const app = await createDemoApp<'admin' | K>('admin', ...signedIn);
  afterAll(() => app.t.close());
  beforeAll(() => saveBusiness(app.admin));
  return app;
}
