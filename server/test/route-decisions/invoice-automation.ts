import type { FeatureDecisions } from '../route-table';

/** Auto-invoicing: office work on the business's invoices. */
export const invoiceAutomationDecisions: FeatureDecisions = {
  access: {
    'POST /api/invoices/auto': 'manage_invoices',
  },
};
