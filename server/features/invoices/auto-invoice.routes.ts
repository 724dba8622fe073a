import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { autoInvoiceInput, autoInvoiceResult } from '../../../shared/api/invoices';
import { todayIn } from '../../../shared/dates';
import { actorOf } from '../../platform/sessions';
import { runAutoInvoice } from './auto-invoice';

/** `POST /api/invoices/auto` (manage_invoices): the nightly auto-invoice run, now. */
export async function autoInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A bare POST (no body) asks for the run up to today, as `{}` does.
  app.post(
    '/api/invoices/auto',
    { config: { access: 'manage_invoices' }, schema: { body: autoInvoiceInput.nullish(), response: { 200: autoInvoiceResult } } },
    async (request) => runAutoInvoice(app.db, request.body?.until, { actor: actorOf(request), today: todayIn(app.config.timeZone) }),
  );
}
