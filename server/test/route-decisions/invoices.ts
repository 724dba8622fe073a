import { buildAdjustmentNote, buildInvoice } from '../invoice-factories';
import { businessRecords, type FeatureDecisions } from '../route-table';

export const invoicesDecisions: FeatureDecisions = {
  access: {
    'GET /api/invoices': 'manage_invoices',
    'POST /api/invoices': 'manage_invoices',
    'GET /api/invoices/:id': 'manage_invoices',
    'PUT /api/invoices/:id': 'manage_invoices',
    'DELETE /api/invoices/:id': 'manage_invoices',
    'POST /api/invoices/:id/lines': 'manage_invoices',
    'PUT /api/invoices/:id/lines/:line': 'manage_invoices',
    'DELETE /api/invoices/:id/lines/:line': 'manage_invoices',
    'GET /api/invoices/:id/paid': 'manage_invoices +csrf',
    'POST /api/invoices/:id/payments': 'manage_invoices',
    'POST /api/invoices/:id/adjustment-notes': 'manage_invoices',
    'GET /api/adjustment-notes/:id/pdf': 'manage_invoices',
  },
  // Invoices are the business's, not a person's: no "own". A draft per call, since a holder's DELETE deletes it.
  records: ({ db }) => {
    const draft = async () => ({ id: (await buildInvoice(db)).id });
    const line = async () => {
      const invoice = await buildInvoice(db);
      return { id: invoice.id, line: invoice.lines[0].id };
    };
    const note = async () => ({ id: (await buildAdjustmentNote(db)).id });
    return businessRecords({
      '/api/invoices/:id': draft,
      '/api/invoices/:id/lines': draft,
      '/api/invoices/:id/lines/:line': line,
      '/api/invoices/:id/paid': draft,
      '/api/invoices/:id/payments': draft,
      '/api/invoices/:id/adjustment-notes': draft,
      '/api/adjustment-notes/:id/pdf': note,
    });
  },
};
