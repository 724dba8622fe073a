import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordPaymentInput, recordPaymentResult } from '../../../shared/api/invoice-payments';
import { invoiceParams } from '../../../shared/api/invoices';
import { todayIn } from '../../../shared/dates';
import { formatAud } from '../../../shared/money';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findInvoice } from './invoices.queries';
import { recordPayment } from './record-payment';

/**
 * `POST /api/invoices/{id}/payments` (manage_invoices): a payment recorded by hand, answered with the invoice as it
 * now stands. The one-click full payment stays `GET /api/invoices/{id}/paid` (invoices.routes.ts).
 */
export async function invoicePaymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const today = () => todayIn(app.config.timeZone);

  app.post(
    '/api/invoices/:id/payments',
    {
      config: { access: 'manage_invoices' },
      schema: { params: invoiceParams, body: recordPaymentInput, response: { 201: recordPaymentResult } },
    },
    async (request, reply) => {
      const context = { actor: actorOf(request), today: today() };
      const { applied, credited, creditUsed } = await recordPayment(app.db, request.params.id, request.body, context);
      const invoice = orNotFound(await findInvoice(app.db, request.params.id, context.today));
      const credit =
        credited === 0
          ? ''
          : creditUsed > 0
            ? ` ${formatAud(credited)} over the balance is ${invoice.client.name}'s credit; ${formatAud(creditUsed)} of it paid their other invoices.`
            : ` ${formatAud(credited)} over the balance is ${invoice.client.name}'s credit.`;
      return reply.status(201).send({
        message: `Payment of ${formatAud(applied + credited)} recorded on invoice #${invoice.number}.${credit}`,
        applied,
        credited,
        data: invoice,
      });
    },
  );
}
