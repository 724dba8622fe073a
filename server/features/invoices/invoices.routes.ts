import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invoiceActionResult,
  invoiceCreateInput,
  invoiceLineInput,
  invoiceLineParams,
  invoiceLineUpdateInput,
  invoiceListQuery,
  invoicePage,
  invoiceParams,
  invoiceSchema,
  invoiceUpdateInput,
} from '../../../shared/api/invoices';
import { orNotFound } from '../../platform/errors';
import { findInvoice, listInvoices } from './invoices.queries';
import { addLine, createInvoice, deleteInvoice, deleteLine, markPaid, updateInvoice, updateLine } from './save-invoice';
import { invoiceRouteContext } from './invoice-route-context';

/** Invoices, their lines and payments (manage_invoices). Each answer carries the invoice's state and actions. */
export async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_invoices' as const;
  const { today, contextOf } = invoiceRouteContext(app);
  const invoice = async (id: number) => orNotFound(await findInvoice(app.db, id, today()));
  const one = { params: invoiceParams, response: { 200: invoiceSchema } };

  app.get(
    '/api/invoices',
    { config: { access }, schema: { querystring: invoiceListQuery, response: { 200: invoicePage } } },
    async (request) => listInvoices(app.db, request.query, today()),
  );
  app.post(
    '/api/invoices',
    { config: { access }, schema: { body: invoiceCreateInput, response: { 201: invoiceSchema } } },
    async (request, reply) => reply.status(201).send(await invoice(await createInvoice(app.db, request.body, contextOf(request)))),
  );
  app.get('/api/invoices/:id', { config: { access }, schema: one }, async (request) => invoice(request.params.id));
  app.put('/api/invoices/:id', { config: { access }, schema: { ...one, body: invoiceUpdateInput } }, async (request) => {
    await updateInvoice(app.db, request.params.id, request.body, contextOf(request));
    return invoice(request.params.id);
  });
  app.delete('/api/invoices/:id', { config: { access }, schema: { params: invoiceParams } }, async (request, reply) => {
    await deleteInvoice(app.db, request.params.id, contextOf(request));
    return reply.status(204).send();
  });

  app.post('/api/invoices/:id/lines', { config: { access }, schema: { ...one, body: invoiceLineInput } }, async (request) => {
    await addLine(app.db, request.params.id, request.body, contextOf(request));
    return invoice(request.params.id);
  });
  app.put(
    '/api/invoices/:id/lines/:line',
    { config: { access }, schema: { params: invoiceLineParams, body: invoiceLineUpdateInput, response: { 200: invoiceSchema } } },
    async (request) => {
      await updateLine(app.db, request.params.id, request.params.line, request.body, contextOf(request));
      return invoice(request.params.id);
    },
  );
  app.delete(
    '/api/invoices/:id/lines/:line',
    { config: { access }, schema: { params: invoiceLineParams, response: { 200: invoiceSchema } } },
    async (request) => {
      await deleteLine(app.db, request.params.id, request.params.line, contextOf(request));
      return invoice(request.params.id);
    },
  );

  // A GET because the spec calls it so; it changes state, so it demands the XSRF header.
  app.get(
    '/api/invoices/:id/paid',
    { config: { access, csrf: true }, schema: { params: invoiceParams, response: { 200: invoiceActionResult } } },
    async (request) => {
      await markPaid(app.db, request.params.id, contextOf(request));
      return { message: 'Marked paid.', data: await invoice(request.params.id) };
    },
  );
}
