import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vendorInput, vendorListQuery, vendorPage, vendorSchema, vendorUsers } from '../../../shared/api/vendors';
import { recordRoutes } from '../../platform/record-routes';
import { activeUserChoices } from '../users/users.queries';
import { createVendor, deleteVendor, updateVendor } from './save-vendor';
import { findVendor, listVendors } from './vendors.queries';

export async function vendorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'vendors' as const;
  // Expenses and bank lines name their vendor: those who keep them read the list too.
  const read = ['vendors', 'manage_expenses', 'manage_transactions'] as const;

  recordRoutes(app, '/api/vendors', {
    access: { read, write: access },
    schemas: { query: vendorListQuery, page: vendorPage, record: vendorSchema, input: vendorInput },
    commands: { list: listVendors, find: findVendor, create: createVendor, update: updateVendor, remove: deleteVendor },
  });
  // The vendor form's "this vendor is" picker, for those who may not read the users list.
  app.get('/api/vendor-users', { config: { access }, schema: { response: { 200: vendorUsers } } }, async () => ({
    data: await activeUserChoices(app.db),
  }));
}
