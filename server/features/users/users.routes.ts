import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/api/paging';
import { userCreateInput, userListQuery, userPage, userSchema, userUpdateInput } from '../../../shared/api/users';
import { todayIn } from '../../../shared/dates';
import { userOf } from '../../platform/access';
import { forbidden, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { createUser, deleteUser, type UserSaver, updateUser } from './save-user';
import { findUser, findUserSeenBy, listUsers } from './users.queries';

/** While assuming someone, nobody manages users (the assumed account must not be a way round). */
function refuseWhileAssuming(request: FastifyRequest) {
  if (request.session?.originalUserId) throw forbidden('Return to your own account to manage users.');
}

const saverOf = (request: FastifyRequest): UserSaver => ({
  ...actorOf(request),
  permissions: userOf(request).permissions,
  sessionId: request.session?.id ?? null,
});

export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'users' as const;

  app.get('/api/users', { config: { access }, schema: { querystring: userListQuery, response: { 200: userPage } } }, async (request) =>
    listUsers(app.db, request.query),
  );

  app.get(
    '/api/users/:id',
    { config: { access: 'authenticated' }, schema: { params: idParams, response: { 200: userSchema } } },
    async (request) => {
      // Anyone may open their own profile; other people's need the users permission.
      return orNotFound(await findUserSeenBy(app.db, userOf(request), request.params.id));
    },
  );

  app.post(
    '/api/users',
    { config: { access }, schema: { body: userCreateInput, response: { 201: userSchema } } },
    async (request, reply) => {
      refuseWhileAssuming(request);
      const id = await createUser(app.db, request.body, saverOf(request));
      return reply.status(201).send(orNotFound(await findUser(app.db, id)));
    },
  );

  app.put(
    '/api/users/:id',
    { config: { access }, schema: { params: idParams, body: userUpdateInput, response: { 200: userSchema } } },
    async (request) => {
      refuseWhileAssuming(request);
      await updateUser(app.db, request.params.id, request.body, saverOf(request));
      return orNotFound(await findUser(app.db, request.params.id));
    },
  );

  app.delete('/api/users/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    refuseWhileAssuming(request);
    await deleteUser(app.db, request.params.id, saverOf(request), todayIn(app.config.timeZone));
    return reply.status(204).send();
  });
}
