import type { FeatureDecisions } from '../route-table';

/** The invoices list's counts and bulk actions: the business's invoices, chosen by ids in the body. */
export const invoiceBulkDecisions: FeatureDecisions = {
  access: {
    'GET /api/invoices/summary': 'manage_invoices',
    'POST /api/invoices/bulk-send': 'manage_invoices',
    'POST /api/invoices/bulk-mark-sent': 'manage_invoices',
    'POST /api/invoices/pdfs': 'manage_invoices',
    'POST /api/invoices/export': 'manage_invoices',
  },
  records: () => ({}),
};
