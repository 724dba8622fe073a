import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userScheduleParams } from '../../../shared/api/user-schedules';
import { recipientsFields, sentSchema } from '../../../shared/api/recipients';
import { visitReportSchema } from '../../../shared/api/visit-report';
import { attachmentDisposition } from '../uploads/uploads';
import { scheduleContextOf, visitViewerOf } from './schedule-context';
import { emailVisitReport, findVisitReport, visitReportPdf } from './visit-report';

/**
 * The visit report. Reading it is open to whoever may open the visit (a contractor their
 * own, 404 for anyone else's); e-mailing it needs `view_clients`, since its recipients are the client's
 * contacts (docs/decisions/008-visit-report.md).
 */
export async function visitReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const viewerOf = (request: FastifyRequest) => visitViewerOf(scheduleContextOf(request));
  const deps = () => ({ db: app.db, storage: app.storage, jobs: app.jobs, config: app.config });

  app.get(
    '/api/schedule/:id/report',
    { config: { access: 'authenticated' }, schema: { params: userScheduleParams, response: { 200: visitReportSchema } } },
    async (request) => findVisitReport(app.db, request.params.id, viewerOf(request)),
  );
  app.get(
    '/api/schedule/:id/report/pdf',
    { config: { access: 'authenticated' }, schema: { params: userScheduleParams } },
    async (request, reply) => {
      const { pdf, filename } = await visitReportPdf(deps(), await findVisitReport(app.db, request.params.id, viewerOf(request)));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(filename))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
  // The body's shape is checked here; its recipients only once the visit is known to be the sender's to see.
  app.post(
    '/api/schedule/:id/report',
    { config: { access: 'view_clients' }, schema: { params: userScheduleParams, body: recipientsFields, response: { 200: sentSchema } } },
    async (request) => emailVisitReport(deps(), request.params.id, request.body, scheduleContextOf(request)),
  );
}
