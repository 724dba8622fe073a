import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailListQuery, mailPage } from '../../../shared/api/mail';
import { seesSecrets } from '../../../shared/policies';
import { userOf } from '../../platform/access';
import { listMails } from './mail.queries';

/** The outbox, under settings: every message the product wrote, delivered or not. */
export async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/mails',
    { config: { access: 'settings' }, schema: { querystring: mailListQuery, response: { 200: mailPage } } },
    async (request) => listMails(app.db, request.query, seesSecrets(userOf(request))),
  );
}
