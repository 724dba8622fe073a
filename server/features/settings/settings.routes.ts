import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generalSettingsInput, generalSettingsSchema, logoBeginInput } from '../../../shared/api/settings';
import { uploadBegun } from '../../../shared/api/uploads';
import { userOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findCompleteFile, sendStoredFile } from '../uploads/uploads';
import { beginLogo, removeLogo, saveGeneralSettings } from './save-settings';
import { findGeneralSettings, findSettings } from './settings.queries';

/** Settings → General: the business as its invoices print it (docs/domain.md "Sending and seen"). */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'settings' as const;

  app.get('/api/settings/general', { config: { access }, schema: { response: { 200: generalSettingsSchema } } }, async () =>
    findGeneralSettings(app.db),
  );
  app.put(
    '/api/settings/general',
    { config: { access }, schema: { body: generalSettingsInput, response: { 200: generalSettingsSchema } } },
    async (request) => {
      await saveGeneralSettings(app.db, request.body, actorOf(request));
      return findGeneralSettings(app.db);
    },
  );

  app.post(
    '/api/settings/logo',
    { config: { access }, schema: { body: logoBeginInput, response: { 201: uploadBegun } } },
    async (request, reply) =>
      reply.status(201).send({ id: await beginLogo(app.db, app.storage, request.body, userOf(request).id, actorOf(request)) }),
  );
  app.delete('/api/settings/logo', { config: { access } }, async (request, reply) => {
    await removeLogo(app.db, app.storage, actorOf(request));
    return reply.status(204).send();
  });
  // Public: the logo is printed on every invoice, and the client's invoice page shows it without a sign-in.
  app.get('/api/settings/logo', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const { logo } = await findSettings(app.db);
    const file = logo && (await findCompleteFile(app.db, logo.id));
    if (!file) throw notFound();
    return sendStoredFile(reply.header('Cache-Control', 'public, max-age=86400'), app.storage, file);
  });
}
