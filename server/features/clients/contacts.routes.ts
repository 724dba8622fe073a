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
import { recordRoutes } from '../../platform/record-routes';
import { underClient } from './client-scope';
import { allContacts, findContact, listContacts } from './contacts.queries';
import { createContact, deleteContact, updateContact } from './save-contact';

export async function contactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = 'view_clients' as const;
  const scope = underClient(clientParams, contactParams);

  // Unpaged: every contact of one client. (The visit report carries its own recipient choices, decision 008.)
  app.get(
    '/api/contacts',
    { config: { access: read }, schema: { querystring: allContactsQuery, response: { 200: contactList } } },
    async (request) => {
      await scope.check(app.db, request.query.client);
      return { data: await allContacts(app.db, request.query.client) };
    },
  );

  recordRoutes(app, '/api/clients/:client/contacts', {
    access: { read, write: 'manage_clients' },
    scope,
    schemas: { query: contactListQuery, page: contactPage, record: contactSchema, input: contactInput },
    commands: { list: listContacts, find: findContact, create: createContact, update: updateContact, remove: deleteContact },
  });
}
