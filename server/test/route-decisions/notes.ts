import { buildClient, buildNote } from '../client-factories';
import type { FeatureDecisions } from '../route-table';

export const notesDecisions: FeatureDecisions = {
  // The union over note parents (server/features/notes/note-parents.ts); each parent then checks its own keys.
  access: {
    'GET /api/:parentType/:parentId/notes': 'view_clients',
    'POST /api/:parentType/:parentId/notes': 'manage_notes',
    'PUT /api/:parentType/:parentId/notes/:id': 'manage_notes',
    'DELETE /api/:parentType/:parentId/notes/:id': 'manage_notes',
  },
  // Notes of a client: a fresh one per call, since a holder's DELETE really deletes it.
  records: ({ db }) => ({
    '/api/:parentType/:parentId/notes': { own: async () => ({ parentType: 'clients', parentId: (await buildClient(db)).id }), others: [] },
    '/api/:parentType/:parentId/notes/:id': {
      own: async () => {
        const note = await buildNote(db, (await buildClient(db)).id);
        return { parentType: note.parentType, parentId: note.parentId, id: note.id };
      },
      others: [],
    },
  }),
};
