import { buildVendorInvoice } from '../vendor-invoice-factories';
import type { FeatureDecisions } from '../route-table';

export const vendorInvoicesDecisions: FeatureDecisions = {
  access: {
    'POST /api/vendor-invoices': 'authenticated',
    'GET /api/vendor-invoices/:id/download': 'authenticated',
    'DELETE /api/vendor-invoices/:id': 'authenticated',
  },
  // A contractor's own invoices; anyone's with manage_invoices. One per call, since DELETE really deletes it.
  records: ({ app, people, someoneElse }) => {
    const own = async (v: { id: number }) => ({ id: (await buildVendorInvoice(app, v.id || people.contractor.id)).id });
    const others = [
      {
        label: "another contractor's vendor invoice",
        seenBy: 'manage_invoices' as const,
        request: async () => ({ params: { id: (await buildVendorInvoice(app, someoneElse)).id } }),
      },
    ];
    return {
      '/api/vendor-invoices/:id/download': { own, others },
      '/api/vendor-invoices/:id': { own, others },
    };
  },
};
