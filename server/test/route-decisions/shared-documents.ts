import { buildSharedDocument } from '../document-factories';
import { businessRecords, type FeatureDecisions } from '../route-table';

export const sharedDocumentsDecisions: FeatureDecisions = {
  access: {
    'GET /api/shared-documents': 'authenticated',
    'POST /api/shared-documents': 'manage_documents',
    'GET /api/shared-documents/:id/download': 'authenticated',
    'DELETE /api/shared-documents/:id': 'manage_documents',
  },
  // Everyone's documents, nobody's own: one per call, since a holder's DELETE really deletes it.
  records: ({ app }) =>
    businessRecords({
      '/api/shared-documents/:id/download': async () => ({ id: (await buildSharedDocument(app)).id }),
      '/api/shared-documents/:id': async () => ({ id: (await buildSharedDocument(app)).id }),
    }),
};
