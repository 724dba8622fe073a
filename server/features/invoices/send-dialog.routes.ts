import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientEscalationResult, invoiceActionResult, invoiceParams, statementRange } from '../../../shared/api/invoices';
import { escalationSteps } from '../../../shared/escalation-steps';
import { idParams } from '../../../shared/api/paging';
import { mailDraftSchema, sendMailInput } from '../../../shared/api/send-mail';
import { orNotFound } from '../../platform/errors';
import { escalateClient } from './escalate-client';
import { findInvoice } from './invoices.queries';
import { escalationMailDraft, invoiceMailDraft, statementMailDraft } from './mail-drafts';
import { sendInvoice } from './send-invoice';
import { invoiceRouteContext } from './invoice-route-context';

/**
 * The send dialog (manage_invoices; docs/domain.md "E-mail templates"): a draft of each e-mail, and the sends
 * as `POST`s with the dialog's To, CC, subject and message. They do what the spec's `GET` sends do (kept as
 * they were, for one click and automation), only to and with what the dialog says. The statement's send takes
 * the dialog's e-mail as `mail` on its existing `POST`.
 */
export async function sendDialogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_invoices' as const;
  const { today, deps, contextOf } = invoiceRouteContext(app);

  app.get(
    '/api/invoices/:id/mail-draft',
    { config: { access }, schema: { params: invoiceParams, response: { 200: mailDraftSchema } } },
    async (request) => invoiceMailDraft(deps(), request.params.id, today()),
  );
  app.post(
    '/api/invoices/:id/send',
    { config: { access }, schema: { params: invoiceParams, body: sendMailInput, response: { 200: invoiceActionResult } } },
    async (request) => {
      const message = await sendInvoice(deps(), request.params.id, contextOf(request), request.body);
      return { message, data: orNotFound(await findInvoice(app.db, request.params.id, today())) };
    },
  );

  for (const step of escalationSteps) {
    app.get(
      `/api/clients/:id/${step}/mail-draft`,
      { config: { access }, schema: { params: idParams, response: { 200: mailDraftSchema } } },
      async (request) => escalationMailDraft(deps(), request.params.id, step, today()),
    );
    app.post(
      `/api/clients/:id/${step}`,
      { config: { access }, schema: { params: idParams, body: sendMailInput, response: { 200: clientEscalationResult } } },
      async (request) => escalateClient(deps(), request.params.id, step, contextOf(request), undefined, request.body),
    );
  }

  app.get(
    '/api/clients/:id/statement-mail-draft',
    { config: { access }, schema: { params: idParams, querystring: statementRange, response: { 200: mailDraftSchema } } },
    async (request) => statementMailDraft(deps(), request.params.id, request.query, today()),
  );
}
