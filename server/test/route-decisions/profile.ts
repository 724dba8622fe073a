import { eq } from 'drizzle-orm';
import { users } from '../../features/users/users.table';
import type { FeatureDecisions } from '../route-table';

export const profileDecisions: FeatureDecisions = {
  access: {
    'POST /api/profile': 'authenticated',
    'GET /storage/avatars/:id': 'authenticated',
  },
  records: ({ app, someoneElse }) => {
    /** Stored straight away: the profile form that makes real avatars is not what is tested here. */
    async function withAvatar(id: number) {
      const path = app.storage.newName('');
      await app.storage.put(path, Buffer.from('RIFF0000WEBPVP8 '));
      await app.db.update(users).set({ avatarPath: path }).where(eq(users.id, id));
      return id;
    }
    return {
      // Avatars appear wherever people are listed, so every signed-in user may load anyone's.
      '/storage/avatars/:id': {
        own: async (v) => ({ id: v.id || someoneElse }),
        others: [
          { label: "another user's avatar", seenBy: 'everyone', request: async () => ({ params: { id: await withAvatar(someoneElse) } }) },
        ],
      },
    };
  },
};
