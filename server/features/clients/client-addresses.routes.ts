import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientAddressInput,
  clientAddressListQuery,
  clientAddressPage,
  clientAddressParams,
  clientAddressSchema,
  clientParams,
} from '../../../shared/api/client-addresses';
import { todayIn } from '../../../shared/dates';
import { notFound, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findClientAddress, listClientAddresses } from './client-addresses.queries';
import { clientExists } from './clients.queries';
import { createClientAddress, deleteClientAddress, updateClientAddress } from './save-client-address';

export async function clientAddressesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = 'view_clients' as const;
  const write = 'manage_clients' as const;
  const ofClient = async (clientId: number) => {
    if (!(await clientExists(app.db, clientId))) throw notFound();
  };

  app.get(
    '/api/clients/:client/addresses',
    {
      config: { access: read },
      schema: { params: clientParams, querystring: clientAddressListQuery, response: { 200: clientAddressPage } },
    },
    async (request) => {
      await ofClient(request.params.client);
      return listClientAddresses(app.db, request.params.client, request.query);
    },
  );
  app.get(
    '/api/clients/:client/addresses/:id',
    { config: { access: read }, schema: { params: clientAddressParams, response: { 200: clientAddressSchema } } },
    async (request) => orNotFound(await findClientAddress(app.db, request.params.client, request.params.id)),
  );
  app.post(
    '/api/clients/:client/addresses',
    { config: { access: write }, schema: { params: clientParams, body: clientAddressInput, response: { 201: clientAddressSchema } } },
    async (request, reply) => {
      await ofClient(request.params.client);
      const id = await createClientAddress(app.db, request.params.client, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findClientAddress(app.db, request.params.client, id)));
    },
  );
  app.put(
    '/api/clients/:client/addresses/:id',
    {
      config: { access: write },
      schema: { params: clientAddressParams, body: clientAddressInput, response: { 200: clientAddressSchema } },
    },
    async (request) => {
      await updateClientAddress(app.db, request.params.client, request.params.id, request.body, actorOf(request));
      return orNotFound(await findClientAddress(app.db, request.params.client, request.params.id));
    },
  );
  app.delete(
    '/api/clients/:client/addresses/:id',
    { config: { access: write }, schema: { params: clientAddressParams } },
    async (request, reply) => {
      await deleteClientAddress(app.db, request.params.client, request.params.id, actorOf(request), todayIn(app.config.timeZone));
      return reply.status(204).send();
    },
  );
}
