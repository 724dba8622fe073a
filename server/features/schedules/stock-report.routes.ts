import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stockReport as stockReportSchema, stockReportInput } from '../../../shared/api/tasks';
import { stockReportWorkbook } from './stock-report';
import { stockReport } from './stock-report.queries';

/** A report over the month's visits, so the schedules feature's; served to those who keep the service catalogue. */
export async function stockReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_tasks' as const;
  // The stock report of one month (docs/domain.md "Consumables and the stock report").
  app.post(
    '/api/stock-report',
    { config: { access }, schema: { body: stockReportInput, response: { 200: stockReportSchema } } },
    async (request) => stockReport(app.db, request.body.month),
  );
  // The same report as a spreadsheet: a route of its own, since its answer is a file and not the JSON above.
  app.post('/api/stock-report/download', { config: { access }, schema: { body: stockReportInput } }, async (request, reply) => {
    const report = await stockReport(app.db, request.body.month);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="stock-report-${request.body.month.slice(0, 7)}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(await stockReportWorkbook(report));
  });
}
