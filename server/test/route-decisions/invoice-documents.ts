import { buildClient } from '../client-factories';
import { eq } from 'drizzle-orm';
import { invoices } from '../../features/invoices/invoices.table';
import { buildAdjustmentNote, buildInvoice } from '../invoice-factories';
import { businessRecords, type FeatureDecisions } from '../route-table';

export const invoiceDocumentsDecisions: FeatureDecisions = {
  access: {
    'GET /api/invoices/:id/pdf': 'manage_invoices',
    'GET /api/invoices/:id/send': 'manage_invoices +csrf',
    'GET /api/invoice-view/:token': 'public',
    'GET /api/invoice-view/:token/pdf': 'public',
    'GET /api/invoice-view/:token/adjustment-notes/:id/pdf': 'public',
    'GET /api/clients/:id/send-outstanding-reminder': 'manage_invoices +csrf',
    'GET /api/clients/:id/send-notice-to-pay': 'manage_invoices +csrf',
    'GET /api/clients/:id/send-suspension-warning': 'manage_invoices +csrf',
    'GET /api/clients/:id/suspend-service': 'manage_invoices +csrf',
    'GET /api/clients/:id/download-statement': 'manage_invoices',
    'POST /api/clients/:id/send-statement': 'manage_invoices',
    // The send dialog: drafts read, and its sends are POSTs (CSRF by method, keyed like every POST).
    'GET /api/invoices/:id/mail-draft': 'manage_invoices',
    'POST /api/invoices/:id/send': 'manage_invoices',
    'GET /api/clients/:id/send-outstanding-reminder/mail-draft': 'manage_invoices',
    'GET /api/clients/:id/send-notice-to-pay/mail-draft': 'manage_invoices',
    'GET /api/clients/:id/send-suspension-warning/mail-draft': 'manage_invoices',
    'GET /api/clients/:id/suspend-service/mail-draft': 'manage_invoices',
    'POST /api/clients/:id/send-outstanding-reminder': 'manage_invoices',
    'POST /api/clients/:id/send-notice-to-pay': 'manage_invoices',
    'POST /api/clients/:id/send-suspension-warning': 'manage_invoices',
    'POST /api/clients/:id/suspend-service': 'manage_invoices',
    'GET /api/clients/:id/statement-mail-draft': 'manage_invoices',
  },
  // Invoices and clients are the business's: no "own". The client's link is reached by its token alone.
  records: ({ db }) => {
    const invoice = async () => ({ id: (await buildInvoice(db)).id });
    const client = async () => ({ id: (await buildClient(db)).id });
    const token = async () => ({ token: (await buildInvoice(db, { sentAt: new Date() })).viewToken ?? '' });
    return businessRecords({
      '/api/invoices/:id/pdf': invoice,
      '/api/invoices/:id/send': invoice,
      '/api/invoice-view/:token': token,
      '/api/invoice-view/:token/pdf': token,
      '/api/invoice-view/:token/adjustment-notes/:id/pdf': async () => {
        const note = await buildAdjustmentNote(db);
        const [invoice] = await db.select({ token: invoices.viewToken }).from(invoices).where(eq(invoices.id, note.invoiceId));
        return { token: invoice.token ?? '', id: note.id };
      },
      '/api/clients/:id/send-outstanding-reminder': client,
      '/api/clients/:id/send-notice-to-pay': client,
      '/api/clients/:id/send-suspension-warning': client,
      '/api/clients/:id/suspend-service': client,
      '/api/clients/:id/download-statement': client,
      '/api/clients/:id/send-statement': client,
      '/api/invoices/:id/mail-draft': invoice,
      '/api/clients/:id/send-outstanding-reminder/mail-draft': client,
      '/api/clients/:id/send-notice-to-pay/mail-draft': client,
      '/api/clients/:id/send-suspension-warning/mail-draft': client,
      '/api/clients/:id/suspend-service/mail-draft': client,
      '/api/clients/:id/statement-mail-draft': client,
    });
  },
};
