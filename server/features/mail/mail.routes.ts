import { count, desc, asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Mail, mailListQuery, mailPage } from '../../../shared/api/mail';
import { permissionKeys } from '../../../shared/permissions';
import { userOf } from '../../platform/access';
import { paginate } from '../../platform/paging';
import { mails } from './mail.table';

/**
 * Tokens in links (a password reset, or any later link that grants access) would let a reader act
 * as the recipient. Only a reader who already holds every permission (an administrator, who can
 * gain nothing by it) sees them; everyone else sees where they were, not what they were.
 * 40+ URL-safe characters is a token. See docs/decisions/003-outbox-and-secrets.md.
 */
const secretToken = /[A-Za-z0-9_-]{40,}/g;
const seesSecrets = (permissions: readonly string[]) => permissionKeys.every((key) => permissions.includes(key));

/** The outbox, under settings: every message the product wrote, delivered or not. */
export async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/mails', { config: { access: 'settings' }, schema: { querystring: mailListQuery, response: { 200: mailPage } } }, async (request) => {
    const order = request.query.direction === 'asc' ? asc : desc;
    const reveal = seesSecrets(userOf(request).permissions);
    return paginate(
      request.query,
      async (limit, offset) =>
        (await app.db.select().from(mails).orderBy(order(mails.createdAt), order(mails.id)).limit(limit).offset(offset)).map(
          (m): Mail => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: reveal ? m.text : m.text.replace(secretToken, '[hidden]'),
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
