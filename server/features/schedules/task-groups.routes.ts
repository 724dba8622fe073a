import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  taskGroupClientParams,
  taskGroupCreateInput,
  taskGroupList,
  taskGroupParams,
  taskGroupSchema,
  taskGroupUpdateInput,
  taskLineCreateInput,
  taskLineListParams,
  taskLineParams,
  taskLineSchema,
  taskLineUpdateInput,
} from '../../../shared/api/task-groups';
import { todayIn } from '../../../shared/dates';
import { notFound, orNotFound } from '../../platform/errors';
import { scheduleContextOf } from './schedule-context';
import { clientExists } from '../clients/clients.queries';
import { createTaskGroup, deleteTaskGroup, updateTaskGroup } from './save-task-group';
import { createTaskLine, deleteTaskLine, updateTaskLine } from './save-task-line';
import { groupOfClient } from './group-rows.queries';
import { findTaskGroup, findTaskLine, type GroupViewer, listTaskGroups, listTaskLines } from './task-groups.queries';

/**
 * Task groups of a client and their task lines. Reading needs
 * view_clients, changing manage_clients; changing a group's rule also needs reschedule_all (checked in
 * updateTaskGroup, since only there is it known whether the rule changed), and reschedule_all alone may Adjust.
 */
export async function taskGroupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = 'view_clients' as const;
  const write = 'manage_clients' as const;
  const viewerOf = (request: FastifyRequest): GroupViewer => ({
    permissions: request.user?.permissions ?? [],
    today: todayIn(app.config.timeZone),
  });
  const groupOrNotFound = async (clientId: number, groupId: number) => orNotFound(await groupOfClient(app.db, clientId, groupId));
  const group = (request: FastifyRequest, clientId: number, id: number) => findTaskGroup(app.db, clientId, id, viewerOf(request));

  app.get(
    '/api/clients/:client/task-groups',
    { config: { access: read }, schema: { params: taskGroupClientParams, response: { 200: taskGroupList } } },
    async (request) => {
      if (!(await clientExists(app.db, request.params.client))) throw notFound();
      return { data: await listTaskGroups(app.db, request.params.client, viewerOf(request)) };
    },
  );
  app.get(
    '/api/clients/:client/task-groups/:id',
    { config: { access: read }, schema: { params: taskGroupParams, response: { 200: taskGroupSchema } } },
    async (request) => orNotFound(await group(request, request.params.client, request.params.id)),
  );
  app.post(
    '/api/clients/:client/task-groups',
    {
      config: { access: write },
      schema: { params: taskGroupClientParams, body: taskGroupCreateInput, response: { 201: taskGroupSchema } },
    },
    async (request, reply) => {
      const id = await createTaskGroup(app.db, request.params.client, request.body, scheduleContextOf(request));
      return reply.status(201).send(orNotFound(await group(request, request.params.client, id)));
    },
  );
  app.put(
    '/api/clients/:client/task-groups/:id',
    // Adjust alone (reschedule_all, decision 007) changes only the rule; updateTaskGroup keeps the rest for manage_clients.
    {
      config: { access: [write, 'reschedule_all'] },
      schema: { params: taskGroupParams, body: taskGroupUpdateInput, response: { 200: taskGroupSchema } },
    },
    async (request) => {
      await updateTaskGroup(app.db, request.params.client, request.params.id, request.body, scheduleContextOf(request));
      return orNotFound(await group(request, request.params.client, request.params.id));
    },
  );
  app.delete(
    '/api/clients/:client/task-groups/:id',
    { config: { access: write }, schema: { params: taskGroupParams } },
    async (request, reply) => {
      await deleteTaskGroup(app.db, request.params.client, request.params.id, scheduleContextOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/clients/:client/task-groups/:group/tasks',
    { config: { access: read }, schema: { params: taskLineListParams, response: { 200: z.object({ data: z.array(taskLineSchema) }) } } },
    async (request) => {
      await groupOrNotFound(request.params.client, request.params.group);
      return { data: await listTaskLines(app.db, request.params.group, viewerOf(request)) };
    },
  );
  app.post(
    '/api/clients/:client/task-groups/:group/tasks',
    { config: { access: write }, schema: { params: taskLineListParams, body: taskLineCreateInput, response: { 201: taskLineSchema } } },
    async (request, reply) => {
      const { client, group: groupId } = request.params;
      const id = await createTaskLine(app.db, client, groupId, request.body, scheduleContextOf(request));
      return reply.status(201).send(orNotFound(await findTaskLine(app.db, groupId, id, viewerOf(request))));
    },
  );
  app.put(
    '/api/clients/:client/task-groups/:group/tasks/:id',
    { config: { access: write }, schema: { params: taskLineParams, body: taskLineUpdateInput, response: { 200: taskLineSchema } } },
    async (request) => {
      const { client, group: groupId, id } = request.params;
      await updateTaskLine(app.db, client, groupId, id, request.body, scheduleContextOf(request));
      return orNotFound(await findTaskLine(app.db, groupId, id, viewerOf(request)));
    },
  );
  app.delete(
    '/api/clients/:client/task-groups/:group/tasks/:id',
    { config: { access: write }, schema: { params: taskLineParams } },
    async (request, reply) => {
      const { client, group: groupId, id } = request.params;
      await deleteTaskLine(app.db, client, groupId, id, scheduleContextOf(request));
      return reply.status(204).send();
    },
  );
}
