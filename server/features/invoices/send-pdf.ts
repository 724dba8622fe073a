import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../uploads/uploads';

/** A PDF as a download no browser will sniff as something else, never cached (it shows money as it is now). */
export const sendPdf = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
