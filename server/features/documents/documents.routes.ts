import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  userDocumentInput,
  userDocumentListQuery,
  userDocumentPage,
  userDocumentParams,
  userDocumentsParams,
} from '../../../shared/api/documents';
import { idParams } from '../../../shared/api/paging';
import { uploadBegun } from '../../../shared/api/uploads';
import { seesPerson } from '../../../shared/policies';
import { userOf } from '../../platform/access';
import { notFound, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findCompleteFile, sendStoredFile } from '../uploads/uploads';
import { findUserSeenBy } from '../users/users.queries';
import { findUserDocument, listUserDocuments } from './documents.queries';
import { createUserDocument, deleteUserDocument } from './save-user-document';

export async function documentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Signed-in users only; whose documents they may touch is decided per request (404 otherwise).
  const access = 'authenticated' as const;

  /** The user whose documents are asked for, if the viewer may handle them. */
  async function documentOwner(request: FastifyRequest, userId: number) {
    return orNotFound(await findUserSeenBy(app.db, userOf(request), userId));
  }

  /** A document of that user (`userId` omitted: whoever owns it), if the viewer may handle it. */
  async function visibleDocument(request: FastifyRequest, id: number, userId?: number) {
    const document = await findUserDocument(app.db, id);
    if (!document || (userId !== undefined && document.userId !== userId)) throw notFound();
    if (!seesPerson(userOf(request), document.userId)) throw notFound();
    return document;
  }

  async function download(request: FastifyRequest, id: number, userId?: number) {
    const document = await visibleDocument(request, id, userId);
    return orNotFound(await findCompleteFile(app.db, document.uploadId));
  }

  app.get(
    '/api/users/:user/documents',
    {
      config: { access },
      schema: { params: userDocumentsParams, querystring: userDocumentListQuery, response: { 200: userDocumentPage } },
    },
    async (request) => {
      const owner = await documentOwner(request, request.params.user);
      return listUserDocuments(app.db, owner.id, request.query);
    },
  );

  app.post(
    '/api/users/:user/documents',
    { config: { access }, schema: { params: userDocumentsParams, body: userDocumentInput, response: { 201: uploadBegun } } },
    async (request, reply) => {
      const owner = await documentOwner(request, request.params.user);
      const params = { userId: owner.id, uploaderId: userOf(request).id, input: request.body };
      const id = await createUserDocument(app.db, params, actorOf(request));
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/api/users/:user/documents/:id/download',
    { config: { access }, schema: { params: userDocumentParams } },
    async (request, reply) => sendStoredFile(reply, app.storage, await download(request, request.params.id, request.params.user)),
  );

  // The same private document as the GET above, asked for by POST.
  app.post('/api/documents/:id/download', { config: { access }, schema: { params: idParams } }, async (request, reply) =>
    sendStoredFile(reply, app.storage, await download(request, request.params.id)),
  );

  app.delete('/api/users/:user/documents/:id', { config: { access }, schema: { params: userDocumentParams } }, async (request, reply) => {
    const document = await visibleDocument(request, request.params.id, request.params.user);
    await deleteUserDocument(app.db, app.storage, document.id, actorOf(request));
    return reply.status(204).send();
  });
}
