import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailTemplateInput, mailTemplateKindParams, mailTemplateList } from '../../../shared/api/send-mail';
import { actorOf } from '../../platform/sessions';
import { listMailTemplates, saveMailTemplate } from './mail-templates';

/** Settings → E-mail templates: what invoices, chasing steps and statements are sent with (docs/domain.md). */
export async function mailTemplatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'settings' as const;

  app.get('/api/settings/mail-templates', { config: { access }, schema: { response: { 200: mailTemplateList } } }, async () =>
    listMailTemplates(app.db),
  );
  app.put(
    '/api/settings/mail-templates/:kind',
    { config: { access }, schema: { params: mailTemplateKindParams, body: mailTemplateInput, response: { 200: mailTemplateList } } },
    async (request) => {
      await saveMailTemplate(app.db, request.params.kind, request.body, actorOf(request));
      return listMailTemplates(app.db);
    },
  );
}
