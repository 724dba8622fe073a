import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/api/paging';
import { uploadBegun } from '../../../shared/api/uploads';
import { vendorInvoiceInput } from '../../../shared/api/vendor-invoices';
import { todayIn } from '../../../shared/dates';
import { can } from '../../../shared/permissions';
import { userOf } from '../../platform/access';
import { invalid, notFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findCompleteFile, sendStoredFile } from '../uploads/uploads';
import { createVendorInvoice, deleteVendorInvoice } from './save-vendor-invoice';
import { findVendorInvoice } from './vendor-invoices.queries';

/**
 * A contractor's own vendor invoices; anyone's with manage_invoices (the office files an invoice that came by
 * e-mail, and settles them). Someone else's invoice is a 404 to everyone else, so nobody learns it exists.
 */
export async function vendorInvoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'authenticated' as const;
  const mayHandle = (request: FastifyRequest, userId: number) => userOf(request).id === userId || can(userOf(request), 'manage_invoices');
  const visible = async (request: FastifyRequest, id: number) => {
    const invoice = await findVendorInvoice(app.db, id);
    if (!invoice || !mayHandle(request, invoice.userId)) throw notFound();
    return invoice;
  };

  app.post(
    '/api/vendor-invoices',
    { config: { access }, schema: { body: vendorInvoiceInput, response: { 201: uploadBegun } } },
    async (request, reply) => {
      const input = request.body;
      if (!mayHandle(request, input.user_id)) throw invalid({ user_id: ['You can only upload an invoice for your own week.'] });
      if (input.week > todayIn(app.config.timeZone)) throw invalid({ week: ['The week has not started yet.'] });
      const id = await createVendorInvoice(app.db, input, userOf(request).id, actorOf(request));
      return reply.status(201).send({ id });
    },
  );
  app.get('/api/vendor-invoices/:id/download', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    const invoice = await visible(request, request.params.id);
    const file = await findCompleteFile(app.db, invoice.uploadId);
    if (!file) throw notFound();
    return sendStoredFile(reply, app.storage, file);
  });
  app.delete('/api/vendor-invoices/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await visible(request, request.params.id);
    await deleteVendorInvoice(app.db, app.storage, request.params.id, actorOf(request));
    return reply.status(204).send();
  });
}
