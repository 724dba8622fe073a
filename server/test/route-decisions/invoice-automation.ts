import { buildInvoice } from '../invoice-factories';
import type { FeatureDecisions } from '../route-table';

/** Auto-invoicing and the invoice editor's client consumables: office work on the business's invoices. */
export const invoiceAutomationDecisions: FeatureDecisions = {
  access: {
    'POST /api/invoices/auto': 'manage_invoices',
    'GET /api/client-consumables/:invoice': 'manage_invoices',
  },
  // An invoice is the business's, not a person's: no "own" and no "others".
  records: ({ db }) => ({
    '/api/client-consumables/:invoice': { own: async () => ({ invoice: (await buildInvoice(db)).id }), others: [] },
  }),
};
