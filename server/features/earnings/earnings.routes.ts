import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractorEarnings, earningsQuery } from '../../../shared/api/earnings';
import { idParam } from '../../../shared/api/paging';
import { todayIn } from '../../../shared/dates';
import { seesEarningsOf, seesPayOf, seesPrices } from '../../../shared/policies';
import { userOf } from '../../platform/access';
import { orNotFound } from '../../platform/errors';
import { findUser } from '../users/users.queries';
import { vendorInvoicesOfMonth } from '../vendor-invoices/vendor-invoices.queries';
import { vendorOfUser } from '../vendors/vendors.queries';
import { presentEarnings } from './earnings.queries';

const params = z.object({ user: idParam });

export async function earningsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Your own always; another contractor's with `users`, `task_price` or `manage_accounts` (`seesEarningsOf`; else
  // 404, so nobody learns who exists).
  app.get(
    '/api/contractor-earnings/:user',
    { config: { access: 'authenticated' }, schema: { params, querystring: earningsQuery, response: { 200: contractorEarnings } } },
    async (request) => {
      const reader = userOf(request);
      const user = orNotFound(seesEarningsOf(reader, request.params.user) ? await findUser(app.db, request.params.user) : null);
      const today = todayIn(app.config.timeZone);
      const { month } = request.query;
      const [vendor, vendorInvoices] = await Promise.all([vendorOfUser(app.db, user.id), vendorInvoicesOfMonth(app.db, user.id, month)]);
      const reading = { prices: seesPrices(reader), pay: seesPayOf(reader, user.id), today };
      return presentEarnings(app.db, { id: user.id, name: user.name }, month, reading, { vendor: vendor !== null, vendorInvoices });
    },
  );
}
