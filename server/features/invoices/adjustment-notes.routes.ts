import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adjustmentNoteInput, adjustmentNoteParams } from '../../../shared/api/adjustment-notes';
import { adjustmentNoteSchema, invoiceParams } from '../../../shared/api/invoices';
import { formatAud } from '../../../shared/money';
import { orNotFound } from '../../platform/errors';
import { adjustmentNoteDocument } from './adjustment-note-document';
import { findNoteWithLines, presentNote } from './adjustment-notes.queries';
import { createAdjustmentNote } from './create-adjustment-note';
import { invoiceRouteContext } from './invoice-route-context';
import { sendPdf } from './send-pdf';

const createdNote = adjustmentNoteSchema.extend({ message: z.string() });

/**
 * Adjustment notes (manage_invoices, decision 031): `POST /api/invoices/{id}/adjustment-notes` issues one and
 * answers it; `GET /api/adjustment-notes/{id}/pdf` is its document. The invoice lists its notes (invoices.queries.ts).
 */
export async function adjustmentNotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_invoices' as const;
  const { contextOf } = invoiceRouteContext(app);

  app.post(
    '/api/invoices/:id/adjustment-notes',
    { config: { access }, schema: { params: invoiceParams, body: adjustmentNoteInput, response: { 201: createdNote } } },
    async (request, reply) => {
      const { id, credited, creditUsed } = await createAdjustmentNote(app.db, request.params.id, request.body, contextOf(request));
      const { note } = orNotFound(await findNoteWithLines(app.db, id));
      const presented = presentNote(note);
      const credit =
        credited === 0
          ? ''
          : ` ${formatAud(credited)} of it is the client's credit${creditUsed > 0 ? `; ${formatAud(creditUsed)} of it paid their other invoices` : ''}.`;
      return reply
        .status(201)
        .send({ ...presented, message: `Adjustment note ${presented.number} of ${formatAud(note.total)} issued.${credit}` });
    },
  );

  app.get('/api/adjustment-notes/:id/pdf', { config: { access }, schema: { params: adjustmentNoteParams } }, async (request, reply) =>
    sendPdf(reply, await adjustmentNoteDocument(app.db, app.storage, request.params.id)),
  );
}
