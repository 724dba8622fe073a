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
import { orNotFound } from '../../platform/errors';
import { recordRoutes } from '../../platform/record-routes';
import { scheduleContextOf } from './schedule-context';
import { underClient } from '../clients/client-scope';
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

  recordRoutes(app, '/api/clients/:client/task-groups', {
    // Adjust alone (reschedule_all, decision 007) changes only the rule; updateTaskGroup keeps the rest for manage_clients.
    access: { read, write, update: [write, 'reschedule_all'] },
    scope: underClient(taskGroupClientParams, taskGroupParams),
    schemas: { page: taskGroupList, record: taskGroupSchema, input: taskGroupCreateInput, update: taskGroupUpdateInput },
    commands: {
      list: async (db, client, _query, viewer) => ({ data: await listTaskGroups(db, client, viewer) }),
      find: findTaskGroup,
      create: createTaskGroup,
      update: updateTaskGroup,
      remove: deleteTaskGroup,
    },
    who: scheduleContextOf,
    viewer: viewerOf,
  });

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
