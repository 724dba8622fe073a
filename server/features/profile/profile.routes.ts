import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../shared/api/paging';
import { passwordConfirmed, passwordMismatch, profileFields, profileMessages, profilePictureMaxBytes } from '../../../shared/api/profile';
import { userSchema } from '../../../shared/api/users';
import { userOf } from '../../platform/access';
import { invalid, notFound, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { saveProfile } from '../users/save-profile';
import { findUser } from '../users/users.queries';
import { findAvatarPath } from '../users/users.queries';
import { avatarContentType, makeAvatar } from './avatar';

/** The form's fields plus its one file; a browser sends an empty part when no file was chosen. */
const profileBody = z
  .object({
    ...profileFields,
    picture: z.preprocess(
      (v) => (v === '' || (Buffer.isBuffer(v) && v.length === 0) ? undefined : v),
      z.instanceof(Buffer, { message: profileMessages.pictureType }).optional(),
    ),
  })
  .refine(passwordConfirmed, passwordMismatch);

export async function profileRoutes(fastify: FastifyInstance) {
  // Multipart is parsed only in this plugin's scope: the profile form is its one user.
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: profilePictureMaxBytes, files: 1, fields: 20 },
    async onFile(part) {
      try {
        await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ picture: [profileMessages.pictureTooLarge] });
        throw error;
      }
    },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Always the signed-in user's own profile: there is no id to point elsewhere. */
  app.post(
    '/api/profile',
    { config: { access: 'authenticated' }, schema: { body: profileBody, response: { 200: userSchema } } },
    async (request) => {
      const { picture, ...input } = request.body;
      const userId = userOf(request).id;
      const avatar = picture ? await makeAvatar(picture) : null;
      const change = { userId, input, avatar, assumedBy: request.session?.originalUserId ?? null, sessionId: request.session?.id ?? null };
      await saveProfile(app.db, app.storage, change, actorOf(request));
      return orNotFound(await findUser(app.db, userId));
    },
  );

  // Anyone signed in may see a user's avatar (it appears wherever people are listed). The URL
  // carries a version (`?v=`), so a browser may keep it for a while.
  app.get('/storage/avatars/:id', { config: { access: 'authenticated' }, schema: { params: idParams } }, async (request, reply) => {
    const path = await findAvatarPath(app.db, request.params.id);
    if (!path) throw notFound();
    return reply
      .header('Content-Type', avatarContentType)
      .header('Cache-Control', 'private, max-age=604800')
      .header('X-Content-Type-Options', 'nosniff')
      .send(await app.storage.stream(path));
  });
}
