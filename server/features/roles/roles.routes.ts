import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/api/paging';
import { roleInput, roleListQuery, rolePage, roleSchema } from '../../../shared/api/roles';
import { userOf } from '../../platform/access';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findRole, listRoles } from './roles.queries';
import { createRole, deleteRole, type RoleEditor, updateRole } from './save-role';

const editorOf = (request: FastifyRequest): RoleEditor => ({ ...actorOf(request), permissions: userOf(request).permissions });

export async function rolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The users settings pick a role, so holders of `users` may read the list too.
  const read = ['roles', 'users'] as const;
  const access = 'roles' as const;

  app.get(
    '/api/roles',
    { config: { access: read }, schema: { querystring: roleListQuery, response: { 200: rolePage } } },
    async (request) => listRoles(app.db, request.query),
  );
  app.get('/api/roles/:id', { config: { access: read }, schema: { params: idParams, response: { 200: roleSchema } } }, async (request) =>
    orNotFound(await findRole(app.db, request.params.id)),
  );
  app.post('/api/roles', { config: { access }, schema: { body: roleInput, response: { 201: roleSchema } } }, async (request, reply) => {
    const id = await createRole(app.db, request.body, editorOf(request));
    return reply.status(201).send(orNotFound(await findRole(app.db, id)));
  });
  app.put(
    '/api/roles/:id',
    { config: { access }, schema: { params: idParams, body: roleInput, response: { 200: roleSchema } } },
    async (request) => {
      await updateRole(app.db, request.params.id, request.body, editorOf(request));
      return orNotFound(await findRole(app.db, request.params.id));
    },
  );
  app.delete('/api/roles/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await deleteRole(app.db, request.params.id, actorOf(request));
    return reply.status(204).send();
  });
}
