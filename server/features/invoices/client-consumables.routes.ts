import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientConsumablePage, clientConsumablesQuery } from '../../../shared/api/invoices';
import { maxId } from '../../../shared/api/paging';
import { todayIn } from '../../../shared/dates';
import { orNotFound } from '../../platform/errors';
import { clientConsumables } from './client-consumables.queries';
import { findInvoiceRow } from './invoice-rows.queries';

const params = z.object({ invoice: z.coerce.number().int().positive().max(maxId) });

/** `GET /api/client-consumables/{invoice}` (manage_invoices): what the invoice's client uses, 5 a page. */
export async function clientConsumablesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/client-consumables/:invoice',
    {
      config: { access: 'manage_invoices' },
      schema: { params, querystring: clientConsumablesQuery, response: { 200: clientConsumablePage } },
    },
    async (request) => {
      const { invoice } = orNotFound(await findInvoiceRow(app.db, request.params.invoice));
      return clientConsumables(app.db, invoice.clientId, request.query, todayIn(app.config.timeZone));
    },
  );
}
