import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/api/paging';
import { sharedDocumentInput, sharedDocumentListQuery, sharedDocumentPage } from '../../../shared/api/shared-documents';
import { uploadBegun } from '../../../shared/api/uploads';
import { todayIn } from '../../../shared/dates';
import { userOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findCompleteFile, sendStoredFile } from '../uploads/uploads';
import { createSharedDocument, deleteSharedDocument } from './save-shared-document';
import { findSharedDocument, listSharedDocuments } from './shared-documents.queries';

export async function sharedDocumentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Seen and downloaded by everyone signed in; added and deleted with manage_documents (docs/domain.md "Who may see what").
  const read = 'authenticated' as const;
  const manage = 'manage_documents' as const;

  app.get(
    '/api/shared-documents',
    { config: { access: read }, schema: { querystring: sharedDocumentListQuery, response: { 200: sharedDocumentPage } } },
    async (request) => listSharedDocuments(app.db, request.query, todayIn(app.config.timeZone)),
  );
  app.post(
    '/api/shared-documents',
    { config: { access: manage }, schema: { body: sharedDocumentInput, response: { 201: uploadBegun } } },
    async (request, reply) => {
      const id = await createSharedDocument(app.db, { ownerId: userOf(request).id, input: request.body }, actorOf(request));
      return reply.status(201).send({ id });
    },
  );
  app.get('/api/shared-documents/:id/download', { config: { access: read }, schema: { params: idParams } }, async (request, reply) => {
    const document = await findSharedDocument(app.db, request.params.id);
    const file = document?.complete ? await findCompleteFile(app.db, document.uploadId) : null;
    if (!file) throw notFound();
    return sendStoredFile(reply, app.storage, file);
  });
  app.delete('/api/shared-documents/:id', { config: { access: manage }, schema: { params: idParams } }, async (request, reply) => {
    await deleteSharedDocument(app.db, app.storage, request.params.id, actorOf(request));
    return reply.status(204).send();
  });
}
