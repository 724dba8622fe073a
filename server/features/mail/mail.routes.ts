import { count, desc, asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Mail, mailListQuery, mailPage } from '../../../shared/api/mail';
import { paginate } from '../../platform/paging';
import { mails } from './mail.table';

/** The outbox, under settings: every message the product wrote, delivered or not. */
export async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/mails', { config: { access: 'settings' }, schema: { querystring: mailListQuery, response: { 200: mailPage } } }, async (request) => {
    const order = request.query.direction === 'asc' ? asc : desc;
    return paginate(
      request.query,
      async (limit, offset) =>
        (await app.db.select().from(mails).orderBy(order(mails.createdAt), order(mails.id)).limit(limit).offset(offset)).map(
          (m): Mail => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            attachments: m.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType })),
            status: m.status,
            attempts: m.attempts,
            error: m.error,
            created_at: m.createdAt.toISOString(),
            sent_at: m.sentAt?.toISOString() ?? null,
          }),
        ),
      async () => (await app.db.select({ n: count() }).from(mails))[0].n,
    );
  });
}
