import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/api/paging';
import { vendorInput, vendorListQuery, vendorPage, vendorSchema, vendorUsers } from '../../../shared/api/vendors';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { activeUserChoices } from '../users/users.queries';
import { createVendor, deleteVendor, updateVendor } from './save-vendor';
import { findVendor, listVendors } from './vendors.queries';

export async function vendorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'vendors' as const;
  // Expenses and bank lines name their vendor: those who keep them read the list too.
  const read = ['vendors', 'manage_expenses', 'manage_transactions'] as const;

  app.get(
    '/api/vendors',
    { config: { access: read }, schema: { querystring: vendorListQuery, response: { 200: vendorPage } } },
    async (request) => listVendors(app.db, request.query),
  );
  app.get(
    '/api/vendors/:id',
    { config: { access: read }, schema: { params: idParams, response: { 200: vendorSchema } } },
    async (request) => orNotFound(await findVendor(app.db, request.params.id)),
  );
  app.post(
    '/api/vendors',
    { config: { access }, schema: { body: vendorInput, response: { 201: vendorSchema } } },
    async (request, reply) => {
      const id = await createVendor(app.db, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findVendor(app.db, id)));
    },
  );
  app.put(
    '/api/vendors/:id',
    { config: { access }, schema: { params: idParams, body: vendorInput, response: { 200: vendorSchema } } },
    async (request) => {
      await updateVendor(app.db, request.params.id, request.body, actorOf(request));
      return orNotFound(await findVendor(app.db, request.params.id));
    },
  );
  app.delete('/api/vendors/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await deleteVendor(app.db, request.params.id, actorOf(request));
    return reply.status(204).send();
  });
  // The vendor form's "this vendor is" picker, for those who may not read the users list.
  app.get('/api/vendor-users', { config: { access }, schema: { response: { 200: vendorUsers } } }, async () => ({
    data: await activeUserChoices(app.db),
  }));
}
