import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  expenseDocumentInput,
  expenseDocumentListQuery,
  expenseDocumentPage,
  expenseDocumentSchema,
  expenseInput,
  expenseSchema,
} from '../../../shared/api/expenses';
import { idParams } from '../../../shared/api/paging';
import { uploadBegun } from '../../../shared/api/uploads';
import { can } from '../../../shared/permissions';
import { userOf } from '../../platform/access';
import { forbidden, notFound, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findCompleteFile, sendStoredFile } from '../uploads/uploads';
import { createExpenseDocument, deleteExpenseDocument } from './expense-documents';
import { findExpenseDocument, findPresentedDocument, listExpenseDocuments } from './expense-documents.queries';
import { createExpenseFromDocument } from './expense-from-document';
import { findExpense } from './expenses.queries';

export async function expenseDocumentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_expenses' as const;

  app.get(
    '/api/expense-documents',
    { config: { access }, schema: { querystring: expenseDocumentListQuery, response: { 200: expenseDocumentPage } } },
    async (request) => listExpenseDocuments(app.db, request.query),
  );
  app.get(
    '/api/expense-documents/:id',
    { config: { access }, schema: { params: idParams, response: { 200: expenseDocumentSchema } } },
    async (request) => orNotFound(await findPresentedDocument(app.db, request.params.id)),
  );
  app.post(
    '/api/expense-documents',
    { config: { access }, schema: { body: expenseDocumentInput, response: { 201: uploadBegun } } },
    async (request, reply) => {
      const id = await createExpenseDocument(app.db, { uploaderId: userOf(request).id, input: request.body }, actorOf(request));
      return reply.status(201).send({ id });
    },
  );
  app.post(
    '/api/expense-documents/:id/expense',
    { config: { access }, schema: { params: idParams, body: expenseInput, response: { 201: expenseSchema } } },
    async (request, reply) => {
      const id = await createExpenseFromDocument(app.db, request.params.id, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findExpense(app.db, id)));
    },
  );
  // Deleting documents also needs manage_documents (docs/domain.md "Who may see what"): those who keep expenses but may not delete go without.
  app.delete('/api/expense-documents/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    if (!can(userOf(request), 'manage_documents')) throw forbidden();
    await deleteExpenseDocument(app.db, app.storage, request.params.id, actorOf(request));
    return reply.status(204).send();
  });

  // The viewer's source: the file shown inside the page (a PDF or an image), framed by the product only.
  app.get('/api/documents/:id/stream', { config: { access, embeddable: true }, schema: { params: idParams } }, async (request, reply) => {
    const document = await findExpenseDocument(app.db, request.params.id);
    const file = document?.complete ? await findCompleteFile(app.db, document.uploadId) : null;
    if (!file) throw notFound();
    return sendStoredFile(reply, app.storage, file, { inline: true });
  });
}
