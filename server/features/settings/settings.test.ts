import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { GeneralSettings } from '../../../shared/api/settings';
import { createDemoApp } from '../../test/demo';
import { activityLog } from '../../test/inspect';
import { business } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { sendFile } from '../../test/uploads';
import { createClient } from '../../test/test-app';

const { t, admin, office, contractor } = await createDemoApp('admin', 'office', 'contractor');
afterAll(() => t.close());

const general = async () => (await admin.get('/api/settings/general')).json() as GeneralSettings;
/** The invoice tests' business, with texts of its own. */
const valid = {
  ...business,
  header_content: null,
  footer_title: 'Payment',
  footer_content: 'Please pay within the terms shown.',
  account_name: 'Sparkle Pty Ltd',
};

describe('Settings → General', () => {
  it('starts with the defaults: GST registered, 14 days, reminders 7 / 14 / 7, invoice 1 next', async () => {
    expect(await general()).toMatchObject({
      business_name: '',
      gst_registered: true,
      default_terms: 14,
      reminder_days: 7,
      notice_days: 14,
      warning_days: 7,
      next_invoice_number: 1,
      min_invoice_number: 1,
      logo: null,
    });
  });

  it('saves the business with its ABN and BSB normalised, and audits it', async () => {
    const saved = (await admin.put('/api/settings/general', { ...valid, next_invoice_number: 1000 })).json();
    expect(saved).toMatchObject({ ...valid, abn: '51824753556', bsb: '062000', next_invoice_number: 1000 });
    expect((await activityLog(admin)).map((a) => a.description)).toContain('Updated the business settings');
  });

  it('refuses a bad ABN, BSB, e-mail and days, per field, changing nothing', async () => {
    const refused = await admin.put('/api/settings/general', {
      ...valid,
      abn: '51 824 753 557',
      bsb: '06200',
      email: 'nope',
      reminder_days: 0,
      next_invoice_number: 1000,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['abn', 'bsb', 'email', 'reminder_days']);
    expect((await general()).abn).toBe('51824753556');
  });

  it('never lets the next invoice number go back to one already used', async () => {
    const invoice = await buildInvoice(t.app.db);
    expect(invoice.number).toBe(1000);
    const refused = await admin.put('/api/settings/general', { ...valid, next_invoice_number: 1000 });
    expect(refused.json().errors).toEqual({
      next_invoice_number: ['The next invoice number must be greater than 1000, the last one used.'],
    });
    expect((await general()).min_invoice_number).toBe(1001);
    expect((await admin.put('/api/settings/general', { ...valid, next_invoice_number: 2000 })).statusCode).toBe(200);
    expect((await buildInvoice(t.app.db)).number).toBe(2000);
  });

  it('takes a logo through the chunked upload and shows it to anyone, as every invoice does', async () => {
    const image = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#0b7285' } })
      .png()
      .toBuffer();
    const begun = await admin.post('/api/settings/logo', { filename: 'logo.png', size: image.length });
    expect(begun.statusCode).toBe(201);
    expect((await sendFile(admin, begun.json().id, image)).statusCode).toBe(200);
    expect((await general()).logo).toMatch(/^\/api\/settings\/logo\?v=/);
    const stranger = createClient(t.app);
    const served = await stranger.get('/api/settings/logo');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);
    expect((await admin.delete('/api/settings/logo')).statusCode).toBe(204);
    expect((await stranger.get('/api/settings/logo')).statusCode).toBe(404);
  });

  it('is for settings holders', async () => {
    expect((await office.get('/api/settings/general')).statusCode).toBe(200);
    expect((await contractor.get('/api/settings/general')).statusCode).toBe(403);
  });
});
