import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../shared/api/paging';
import { citySchema, regionSchema, suburbInput, suburbListQuery, suburbPage, suburbSchema } from '../../../shared/api/suburbs';
import { createSuburb, deleteSuburb, updateSuburb } from './save-suburb';
import { findSuburb, listCities, listRegions, listSuburbs } from './suburbs.queries';
import { recordRoutes } from '../../platform/record-routes';

export async function suburbsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'suburbs' as const;
  // Suburbs, regions and cities are reference data every address form reads.
  const read = 'authenticated' as const;

  recordRoutes(app, '/api/suburbs', {
    access: { read, write: access },
    schemas: { query: suburbListQuery, page: suburbPage, record: suburbSchema, input: suburbInput },
    commands: { list: listSuburbs, find: findSuburb, create: createSuburb, update: updateSuburb, remove: deleteSuburb },
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
