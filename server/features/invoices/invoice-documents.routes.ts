import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientEscalationResult,
  invoiceActionResult,
  invoiceParams,
  invoiceViewParams,
  invoiceViewNoteParams,
  publicInvoiceSchema,
  statementRange,
  statementSendInput,
} from '../../../shared/api/invoices';
import { idParams } from '../../../shared/api/paging';
import { escalationSteps } from '../../../shared/escalation-steps';
import { sentSchema } from '../../../shared/api/recipients';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { escalateClient } from './escalate-client';
import { invoicePdf } from './invoice-documents';
import { findInvoice } from './invoices.queries';
import { sendInvoice, viewAdjustmentNotePdf, viewInvoice, viewInvoicePdf } from './send-invoice';
import { sendStatement, statementPdf } from './statements';
import { invoiceRouteContext } from './invoice-route-context';
import { sendPdf } from './send-pdf';

/**
 * The invoice as a document (manage_invoices): its PDF, sending it, the client's public link, chasing a
 * client's unpaid invoices, and statements. The spec's sends and chasing steps are GETs that change state, so
 * they demand the XSRF header. The client's link is public and is no CSRF target: it carries its own secret,
 * and all it changes is `seen`, which a signed-in visit never does.
 */
export async function invoiceDocumentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_invoices' as const;
  const { today, deps, contextOf } = invoiceRouteContext(app);

  app.get('/api/invoices/:id/pdf', { config: { access }, schema: { params: invoiceParams } }, async (request, reply) =>
    sendPdf(reply, await invoicePdf(app.db, app.storage, request.params.id, today())),
  );
  app.get(
    '/api/invoices/:id/send',
    { config: { access, csrf: true }, schema: { params: invoiceParams, response: { 200: invoiceActionResult } } },
    async (request) => {
      const message = await sendInvoice(deps(), request.params.id, contextOf(request));
      return { message, data: orNotFound(await findInvoice(app.db, request.params.id, today())) };
    },
  );

  app.get(
    '/api/invoice-view/:token',
    { config: { access: 'public' }, schema: { params: invoiceViewParams, response: { 200: publicInvoiceSchema } } },
    async (request) => viewInvoice(app.db, request.params.token, request.user !== null, today()),
  );
  app.get('/api/invoice-view/:token/pdf', { config: { access: 'public' }, schema: { params: invoiceViewParams } }, async (request, reply) =>
    sendPdf(reply, await viewInvoicePdf(app.db, app.storage, request.params.token, request.user !== null, today())),
  );
  app.get(
    '/api/invoice-view/:token/adjustment-notes/:id/pdf',
    { config: { access: 'public' }, schema: { params: invoiceViewNoteParams } },
    async (request, reply) => sendPdf(reply, await viewAdjustmentNotePdf(app.db, app.storage, request.params.token, request.params.id)),
  );

  for (const step of escalationSteps) {
    app.get(
      `/api/clients/:id/${step}`,
      { config: { access, csrf: true }, schema: { params: idParams, response: { 200: clientEscalationResult } } },
      async (request) => escalateClient(deps(), request.params.id, step, contextOf(request)),
    );
  }

  app.get(
    '/api/clients/:id/download-statement',
    { config: { access }, schema: { params: idParams, querystring: statementRange } },
    async (request, reply) => sendPdf(reply, await statementPdf(deps(), request.params.id, request.query, today())),
  );
  // The body's fields are typed here; its recipients are checked once the client is known.
  app.post(
    '/api/clients/:id/send-statement',
    { config: { access }, schema: { params: idParams, body: statementSendInput, response: { 200: sentSchema } } },
    async (request) => sendStatement(deps(), request.params.id, request.body, actorOf(request), today()),
  );
}
