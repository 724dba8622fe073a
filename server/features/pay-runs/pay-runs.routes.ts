import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  abaQuery,
  payeeAddressInput,
  payeeParams,
  payRunParams,
  payRunSettingsInput,
  payRunSettingsSchema,
  payRunView,
  recordPayRunInput,
  tparParams,
  tparQuery,
  tparView,
} from '../../../shared/api/pay-runs';
import { messageBody } from '../../../shared/api/paging';
import { todayIn } from '../../../shared/dates';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findGeneralSettings } from '../settings/settings.queries';
import { findUser } from '../users/users.queries';
import { findPayRunSettings, payRunOf } from './pay-runs.queries';
import { payRunAba, recordPayRun, savePayeeAddress, savePayRunSettings } from './save-pay-run';
import { tparOf, tparWorkbook } from './tpar';

/** Paying contractors is the accounts' business: every route needs manage_accounts. */
export async function payRunsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_accounts' as const;

  app.get('/api/pay-runs/:week', { config: { access }, schema: { params: payRunParams, response: { 200: payRunView } } }, async (request) =>
    payRunOf(app.db, request.params.week),
  );
  app.post(
    '/api/pay-runs/:week',
    { config: { access }, schema: { params: payRunParams, body: recordPayRunInput.optional(), response: { 200: messageBody } } },
    async (request) => {
      const count = await recordPayRun(
        app.db,
        request.params.week,
        request.body?.paid_on ?? todayIn(app.config.timeZone),
        actorOf(request),
      );
      return { message: `Recorded ${count} ${count === 1 ? 'payment' : 'payments'}.` };
    },
  );
  app.get(
    '/api/pay-runs/:week/aba',
    { config: { access }, schema: { params: payRunParams, querystring: abaQuery } },
    async (request, reply) => {
      const file = await payRunAba(app.db, request.params.week, request.query.process_on ?? todayIn(app.config.timeZone));
      return reply
        .header('content-type', 'text/plain; charset=us-ascii')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.text);
    },
  );
  app.get('/api/pay-run-settings', { config: { access }, schema: { response: { 200: payRunSettingsSchema } } }, async () =>
    findPayRunSettings(app.db),
  );
  app.put(
    '/api/pay-run-settings',
    { config: { access }, schema: { body: payRunSettingsInput, response: { 200: payRunSettingsSchema } } },
    async (request) => {
      await savePayRunSettings(app.db, request.body, actorOf(request));
      return findPayRunSettings(app.db);
    },
  );

  app.get('/api/tpar', { config: { access }, schema: { querystring: tparQuery, response: { 200: tparView } } }, async (request) =>
    tparOf(app.db, request.query.year),
  );
  app.get('/api/tpar/:year/download', { config: { access }, schema: { params: tparParams } }, async (request, reply) => {
    const [tpar, business] = await Promise.all([tparOf(app.db, request.params.year), findGeneralSettings(app.db)]);
    const file = await tparWorkbook(tpar, { name: business.legal_name || business.business_name, abn: business.abn });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="tpar-${request.params.year}.xlsx"`)
      .send(file);
  });
  app.put(
    '/api/payees/:user',
    { config: { access }, schema: { params: payeeParams, body: payeeAddressInput, response: { 200: messageBody } } },
    async (request) => {
      orNotFound(await findUser(app.db, request.params.user));
      await savePayeeAddress(app.db, request.params.user, request.body.address, actorOf(request));
      return { message: 'Address saved.' };
    },
  );
}
