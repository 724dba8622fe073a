import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/api/paging';
import { priceSorts, taskInput, taskListQuery, taskPage, taskSchema } from '../../../shared/api/tasks';
import { seesPrices } from '../../../shared/policies';
import { todayIn } from '../../../shared/dates';
import { userOf } from '../../platform/access';
import { invalid, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { createTask, deleteTask, type TaskSaver, updateTask } from './save-task';
import { findTask, listTasks } from './tasks.queries';

const pricesFor = (request: FastifyRequest) => seesPrices(userOf(request));
const saverOf = (request: FastifyRequest): TaskSaver => ({ ...actorOf(request), seesPrices: pricesFor(request) });

export async function tasksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_tasks' as const;
  // Whoever builds task groups picks services from the catalogue, so client managers read it too.
  const read = ['manage_tasks', 'manage_clients'] as const;

  app.get(
    '/api/tasks',
    { config: { access: read }, schema: { querystring: taskListQuery, response: { 200: taskPage } } },
    async (request) => {
      const prices = pricesFor(request);
      if (!prices && priceSorts.includes(request.query.sort)) throw invalid({ sort: ['The sort must be name.'] });
      return listTasks(app.db, request.query, prices);
    },
  );
  app.get('/api/tasks/:id', { config: { access: read }, schema: { params: idParams, response: { 200: taskSchema } } }, async (request) =>
    orNotFound(await findTask(app.db, request.params.id, pricesFor(request))),
  );
  app.post('/api/tasks', { config: { access }, schema: { body: taskInput, response: { 201: taskSchema } } }, async (request, reply) => {
    const id = await createTask(app.db, request.body, saverOf(request));
    return reply.status(201).send(orNotFound(await findTask(app.db, id, pricesFor(request))));
  });
  app.put(
    '/api/tasks/:id',
    { config: { access }, schema: { params: idParams, body: taskInput, response: { 200: taskSchema } } },
    async (request) => {
      await updateTask(app.db, request.params.id, request.body, saverOf(request));
      return orNotFound(await findTask(app.db, request.params.id, pricesFor(request)));
    },
  );
  app.delete('/api/tasks/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await deleteTask(app.db, request.params.id, actorOf(request), todayIn(app.config.timeZone));
    return reply.status(204).send();
  });
}
