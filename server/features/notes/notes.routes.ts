import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteInput, noteListQuery, notePage, noteParams, noteParentParams, noteSchema } from '../../../shared/api/notes';
import { can } from '../../../shared/permissions';
import { userOf } from '../../platform/access';
import { forbidden, notFound, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { noteParentExists, noteParentOf, noteReadAccess, noteWriteAccess } from './note-parents';
import { findNote, listNotes } from './notes.queries';
import { createNote, deleteNote, type NoteParentRef, updateNote } from './save-note';

/**
 * Notes of any parent: `/api/{parentType}/{parentId}/notes`. Static routes such as `/api/clients/:client/addresses`
 * win over this parametric one in find-my-way, which falls back here for `/api/clients/4/notes`.
 */
export async function notesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The parent, checked in this order: a known type (404), the viewer's keys for it (403), the record (404). */
  async function parentFor(
    request: FastifyRequest,
    params: { parentType: string; parentId: number },
    writing: boolean,
  ): Promise<NoteParentRef> {
    const parent = noteParentOf(params.parentType);
    if (!parent) throw notFound();
    const user = userOf(request);
    const allowed = parent.read.some((key) => can(user, key)) && (!writing || parent.write.some((key) => can(user, key)));
    if (!allowed) throw forbidden();
    if (!(await noteParentExists(app.db, parent, params.parentId))) throw notFound();
    return { parentType: params.parentType, parentId: params.parentId };
  }

  app.get(
    '/api/:parentType/:parentId/notes',
    { config: { access: noteReadAccess }, schema: { params: noteParentParams, querystring: noteListQuery, response: { 200: notePage } } },
    async (request) => {
      const ref = await parentFor(request, request.params, false);
      return listNotes(app.db, ref.parentType, ref.parentId, request.query);
    },
  );
  app.post(
    '/api/:parentType/:parentId/notes',
    { config: { access: noteWriteAccess }, schema: { params: noteParentParams, body: noteInput, response: { 201: noteSchema } } },
    async (request, reply) => {
      const ref = await parentFor(request, request.params, true);
      const id = await createNote(app.db, ref, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findNote(app.db, ref.parentType, ref.parentId, id)));
    },
  );
  app.put(
    '/api/:parentType/:parentId/notes/:id',
    { config: { access: noteWriteAccess }, schema: { params: noteParams, body: noteInput, response: { 200: noteSchema } } },
    async (request) => {
      const ref = await parentFor(request, request.params, true);
      await updateNote(app.db, ref, request.params.id, request.body, actorOf(request));
      return orNotFound(await findNote(app.db, ref.parentType, ref.parentId, request.params.id));
    },
  );
  app.delete(
    '/api/:parentType/:parentId/notes/:id',
    { config: { access: noteWriteAccess }, schema: { params: noteParams } },
    async (request, reply) => {
      const ref = await parentFor(request, request.params, true);
      await deleteNote(app.db, ref, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
