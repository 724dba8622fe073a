import { buildUserDocument } from '../document-factories';
import type { FeatureDecisions } from '../route-table';
import { fakePdf } from '../uploads';

export const uploadsDecisions: FeatureDecisions = {
  access: {
    'GET /api/uploads/:id': 'authenticated',
    'POST /api/uploads/:id': 'authenticated',
  },
  // An upload is begun by its owning feature: here, a document's that has received nothing yet.
  records: ({ app, people, someoneElse }) => ({
    '/api/uploads/:id': {
      own: async (v) => ({ id: (await buildUserDocument(app, { userId: v.id || people.contractor.id, complete: false })).uploadId }),
      others: [
        {
          label: "another user's upload",
          seenBy: 'nobody',
          request: async () => ({
            params: { id: (await buildUserDocument(app, { userId: someoneElse, complete: false })).uploadId },
            query: 'offset=0&is_last=1',
            payload: fakePdf(1000),
            headers: { 'content-type': 'application/octet-stream' },
          }),
        },
      ],
    },
  }),
};
