import { buildUserDocument } from '../document-factories';
import { type FeatureDecisions, type OtherCase, ownOrSomeoneElses, type Viewer } from '../route-table';

export const documentsDecisions: FeatureDecisions = {
  access: {
    'GET /api/users/:user/documents': 'authenticated',
    'POST /api/users/:user/documents': 'authenticated',
    'GET /api/users/:user/documents/:id/download': 'authenticated',
    'POST /api/documents/:id/download': 'authenticated',
    'DELETE /api/users/:user/documents/:id': 'authenticated',
  },
  records: ({ app, people, someoneElse }) => {
    /** A document per call, since its owner's DELETE really deletes it; signed-out viewers get the contractor's (they never reach it). */
    const documentOf = async (user: number) => {
      const document = await buildUserDocument(app, { userId: user });
      return { user: document.userId, id: document.id };
    };
    const own = (v: Viewer) => documentOf(v.id || people.contractor.id);
    const others: OtherCase[] = [
      { label: "another user's document", seenBy: 'users', request: async () => ({ params: await documentOf(someoneElse) }) },
      {
        label: "another user's document under your own id",
        seenBy: 'nobody',
        request: async (v) => ({ params: { ...(await documentOf(someoneElse)), user: v.id } }),
      },
    ];
    return {
      '/api/users/:user/documents': ownOrSomeoneElses(someoneElse, {
        label: "another user's documents",
        seenBy: 'users',
        payload: { name: 'insurance', expires_at: null, filename: 'x.pdf', size: 10 },
      }),
      '/api/users/:user/documents/:id/download': { own, others },
      '/api/users/:user/documents/:id': { own, others },
      '/api/documents/:id/download': {
        own: async (v) => ({ id: (await own(v)).id }),
        others: [
          {
            label: "another user's document",
            seenBy: 'users',
            request: async () => ({ params: { id: (await documentOf(someoneElse)).id } }),
          },
        ],
      },
    };
  },
};
