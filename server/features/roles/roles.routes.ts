import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleInput, roleListQuery, rolePage, roleSchema } from '../../../shared/api/roles';
import { userOf } from '../../platform/access';
import { recordRoutes } from '../../platform/record-routes';
import { actorOf } from '../../platform/sessions';
import { findRole, listRoles } from './roles.queries';
import { createRole, deleteRole, type RoleEditor, updateRole } from './save-role';

const editorOf = (request: FastifyRequest): RoleEditor => ({ ...actorOf(request), permissions: userOf(request).permissions });

export async function rolesRoutes(app: FastifyInstance) {
  recordRoutes(app, '/api/roles', {
    // The users settings pick a role, so holders of `users` may read the list too.
    access: { read: ['roles', 'users'], write: 'roles' },
    schemas: { query: roleListQuery, page: rolePage, record: roleSchema, input: roleInput },
    commands: { list: listRoles, find: findRole, create: createRole, update: updateRole, remove: deleteRole },
    who: editorOf,
  });
}
