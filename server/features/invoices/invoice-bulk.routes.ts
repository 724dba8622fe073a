import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceBulkResult, invoiceIdsInput, invoiceListQuery, invoiceListSummary } from '../../../shared/api/invoices';
import { attachmentDisposition } from '../uploads/uploads';
import { chosenInvoices, eachInvoice, invoicePdfZip } from './invoice-bulk';
import { invoicesWorkbook } from './invoice-export';
import { invoiceListSummary as summarise } from './invoice-list-summary.queries';
import { markInvoiceSent } from './mark-sent';
import { sendInvoice } from './send-invoice';
import { invoiceRouteContext } from './invoice-route-context';

/**
 * The invoices list's own calls (manage_invoices): the status tabs' counts and sums, and what it does to the
 * invoices ticked on it. Sending and marking sent answer 200 with each invoice's outcome, refusals among them.
 */
export async function invoiceBulkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_invoices' as const;
  const { today, deps, contextOf } = invoiceRouteContext(app);

  app.get(
    '/api/invoices/summary',
    { config: { access }, schema: { querystring: invoiceListQuery, response: { 200: invoiceListSummary } } },
    async (request) => summarise(app.db, request.query, today()),
  );

  app.post(
    '/api/invoices/bulk-send',
    { config: { access }, schema: { body: invoiceIdsInput, response: { 200: invoiceBulkResult } } },
    async (request) => {
      const context = contextOf(request);
      return eachInvoice(app.db, request.body.ids, request.log, { done: 'sent', action: (id) => sendInvoice(deps(), id, context) });
    },
  );
  app.post(
    '/api/invoices/bulk-mark-sent',
    { config: { access }, schema: { body: invoiceIdsInput, response: { 200: invoiceBulkResult } } },
    async (request) => {
      const context = contextOf(request);
      return eachInvoice(app.db, request.body.ids, request.log, {
        done: 'marked sent',
        action: (id) => markInvoiceSent(app.db, id, context),
      });
    },
  );

  app.post('/api/invoices/pdfs', { config: { access }, schema: { body: invoiceIdsInput } }, async (request, reply) => {
    const { zip, write } = await invoicePdfZip(app.db, app.storage, request.body.ids, today());
    // Written while it streams: a failure part way is logged, and the download ends short.
    write().catch((error: unknown) => {
      request.log.error({ err: error }, 'invoice PDFs zip failed');
      zip.abort();
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(`invoices-${today()}.zip`))
      .header('cache-control', 'no-store')
      .send(zip);
  });

  app.post('/api/invoices/export', { config: { access }, schema: { body: invoiceIdsInput } }, async (request, reply) => {
    const rows = await chosenInvoices(app.db, request.body.ids, today());
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachmentDisposition(`invoices-${today()}.xlsx`))
      .send(await invoicesWorkbook(rows, app.config.timeZone));
  });
}
