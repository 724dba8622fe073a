import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../shared/api/paging';
import { citySchema, regionSchema, suburbInput, suburbListQuery, suburbPage, suburbSchema } from '../../../shared/api/suburbs';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { createSuburb, deleteSuburb, updateSuburb } from './save-suburb';
import { findSuburb, listCities, listRegions, listSuburbs } from './suburbs.queries';

export async function suburbsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'suburbs' as const;
  // Suburbs, regions and cities are reference data every address form reads.
  const read = 'authenticated' as const;

  app.get(
    '/api/suburbs',
    { config: { access: read }, schema: { querystring: suburbListQuery, response: { 200: suburbPage } } },
    async (request) => listSuburbs(app.db, request.query),
  );
  app.get(
    '/api/suburbs/:id',
    { config: { access: read }, schema: { params: idParams, response: { 200: suburbSchema } } },
    async (request) => orNotFound(await findSuburb(app.db, request.params.id)),
  );
  app.post(
    '/api/suburbs',
    { config: { access }, schema: { body: suburbInput, response: { 201: suburbSchema } } },
    async (request, reply) => {
      const id = await createSuburb(app.db, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findSuburb(app.db, id)));
    },
  );
  app.put(
    '/api/suburbs/:id',
    { config: { access }, schema: { params: idParams, body: suburbInput, response: { 200: suburbSchema } } },
    async (request) => {
      await updateSuburb(app.db, request.params.id, request.body, actorOf(request));
      return orNotFound(await findSuburb(app.db, request.params.id));
    },
  );
  app.delete('/api/suburbs/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await deleteSuburb(app.db, request.params.id, actorOf(request));
    return reply.status(204).send();
  });

  const regionList = { data: z.array(regionSchema) };
  app.get('/api/regions', { config: { access: read }, schema: { response: { 200: z.object(regionList) } } }, async () => ({
    data: await listRegions(app.db),
  }));
  // The address forms call regions "divisions"; the same rows answer both names.
  app.get('/api/divisions', { config: { access: read }, schema: { response: { 200: z.object(regionList) } } }, async () => ({
    data: await listRegions(app.db),
  }));
  app.get(
    '/api/divisions/:id/cities',
    { config: { access: read }, schema: { params: idParams, response: { 200: z.object({ data: z.array(citySchema) }) } } },
    async (request) => ({ data: await listCities(app.db, request.params.id) }),
  );
}
