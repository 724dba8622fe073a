import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientParams } from '../../../shared/api/client-addresses';
import {
  allContactsQuery,
  contactInput,
  contactList,
  contactListQuery,
  contactPage,
  contactParams,
  contactSchema,
} from '../../../shared/api/contacts';
import { notFound, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { clientExists } from './clients.queries';
import { allContacts, findContact, listContacts } from './contacts.queries';
import { createContact, deleteContact, updateContact } from './save-contact';

export async function contactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = 'view_clients' as const;
  const write = 'manage_clients' as const;
  const ofClient = async (clientId: number) => {
    if (!(await clientExists(app.db, clientId))) throw notFound();
  };

  // Unpaged: every contact of one client. (The visit report carries its own recipient choices, decision 008.)
  app.get(
    '/api/contacts',
    { config: { access: read }, schema: { querystring: allContactsQuery, response: { 200: contactList } } },
    async (request) => {
      await ofClient(request.query.client);
      return { data: await allContacts(app.db, request.query.client) };
    },
  );

  app.get(
    '/api/clients/:client/contacts',
    { config: { access: read }, schema: { params: clientParams, querystring: contactListQuery, response: { 200: contactPage } } },
    async (request) => {
      await ofClient(request.params.client);
      return listContacts(app.db, request.params.client, request.query);
    },
  );
  app.get(
    '/api/clients/:client/contacts/:id',
    { config: { access: read }, schema: { params: contactParams, response: { 200: contactSchema } } },
    async (request) => orNotFound(await findContact(app.db, request.params.client, request.params.id)),
  );
  app.post(
    '/api/clients/:client/contacts',
    { config: { access: write }, schema: { params: clientParams, body: contactInput, response: { 201: contactSchema } } },
    async (request, reply) => {
      await ofClient(request.params.client);
      const id = await createContact(app.db, request.params.client, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findContact(app.db, request.params.client, id)));
    },
  );
  app.put(
    '/api/clients/:client/contacts/:id',
    { config: { access: write }, schema: { params: contactParams, body: contactInput, response: { 200: contactSchema } } },
    async (request) => {
      await updateContact(app.db, request.params.client, request.params.id, request.body, actorOf(request));
      return orNotFound(await findContact(app.db, request.params.client, request.params.id));
    },
  );
  app.delete(
    '/api/clients/:client/contacts/:id',
    { config: { access: write }, schema: { params: contactParams } },
    async (request, reply) => {
      await deleteContact(app.db, request.params.client, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
