import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientCreateInput,
  clientExportInput,
  clientListQuery,
  clientPage,
  clientSchema,
  clientUpdateInput,
  suspendInputFor,
} from '../../../shared/api/clients';
import { idParams } from '../../../shared/api/paging';
import { todayIn } from '../../../shared/dates';
import { seesOwing } from '../../../shared/policies';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { type AccountsOf, type ClientViewer, findClient, listClients } from './clients.queries';
import { exportClients } from './export-clients';
import { createClient, deleteClient, updateClient } from './save-client';
import { type SuspensionContext, suspendClient, unsuspendClient } from './suspend-client';

/** What the invoices feature tells of a client's money: app.ts hands it in (accounting builds on clients, not the reverse). */
export type ClientsOptions = { accountsOf: AccountsOf };

export async function clientsRoutes(fastify: FastifyInstance, options: ClientsOptions) {
  const viewerOf = (request: FastifyRequest): ClientViewer => ({ seesOwing: seesOwing(request.user), accountsOf: options.accountsOf });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = 'view_clients' as const;
  const write = 'manage_clients' as const;
  const suspend = 'suspend_clients' as const;
  const ctx: SuspensionContext = { db: app.db, jobs: app.jobs, config: app.config };
  const found = async (request: FastifyRequest, id: number) => orNotFound(await findClient(app.db, id, viewerOf(request)));

  app.get(
    '/api/clients',
    { config: { access: read }, schema: { querystring: clientListQuery, response: { 200: clientPage } } },
    async (request) => listClients(app.db, request.query, viewerOf(request)),
  );
  app.get(
    '/api/clients/:id',
    { config: { access: read }, schema: { params: idParams, response: { 200: clientSchema } } },
    async (request) => found(request, request.params.id),
  );
  app.post(
    '/api/clients',
    { config: { access: write }, schema: { body: clientCreateInput, response: { 201: clientSchema } } },
    async (request, reply) => {
      const id = await createClient(app.db, request.body, actorOf(request));
      return reply.status(201).send(await found(request, id));
    },
  );
  // Both the modal's {name, active} and the settings page (or its active toggle alone) save here.
  app.put(
    '/api/clients/:id',
    { config: { access: write }, schema: { params: idParams, body: clientUpdateInput, response: { 200: clientSchema } } },
    async (request) => {
      await updateClient(app.db, request.params.id, request.body, actorOf(request));
      return found(request, request.params.id);
    },
  );
  app.delete('/api/clients/:id', { config: { access: write }, schema: { params: idParams } }, async (request, reply) => {
    await deleteClient(app.db, request.params.id, actorOf(request), todayIn(app.config.timeZone));
    return reply.status(204).send();
  });

  app.post('/api/clients/export', { config: { access: write }, schema: { body: clientExportInput } }, async (request, reply) => {
    const workbook = await exportClients(app.db, request.body.clients, viewerOf(request));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="clients-${new Date().toISOString().slice(0, 10)}.xlsx"`)
      .send(workbook);
  });

  app.post(
    '/api/clients/:id/suspend',
    {
      config: { access: suspend },
      schema: { params: idParams, body: suspendInputFor(app.config.timeZone), response: { 200: clientSchema } },
    },
    async (request) => {
      await suspendClient(ctx, request.params.id, request.body, actorOf(request));
      return found(request, request.params.id);
    },
  );
  // This GET changes state, so it demands the XSRF header like a POST (docs/architecture.md "Server").
  app.get(
    '/api/clients/:id/unsuspend-service',
    { config: { access: suspend, csrf: true }, schema: { params: idParams, response: { 200: clientSchema } } },
    async (request) => {
      await unsuspendClient(ctx, request.params.id, actorOf(request));
      return found(request, request.params.id);
    },
  );
}
