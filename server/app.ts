import fs from 'node:fs';
import type { Writable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { todayIn } from '../shared/dates';
import { can } from '../shared/permissions';
import type { Config } from './config';
import { type Database, migrate, openDatabase } from './db/client';
import { maintainDatabase, maintainDatabaseCron, maintainDatabaseJob } from './db/maintenance';
import { activityRoutes } from './features/activity/activity.routes';
import { systemActor } from './features/audit/audit';
import { authRoutes } from './features/auth/auth.routes';
import { pruneIdleSessions, sessionRows } from './features/auth/session-rows';
import { awayEventsRoutes } from './features/away-events/away-events.routes';
import { clientAddressesRoutes } from './features/clients/client-addresses.routes';
import { clientsRoutes } from './features/clients/clients.routes';
import { contactsRoutes } from './features/clients/contacts.routes';
import { resumeSuspendedClients, resumeSuspendedCron, resumeSuspendedJob } from './features/clients/suspend-client';
import { documentsRoutes } from './features/documents/documents.routes';
import { accountActivityRoutes } from './features/account-activity/account-activity.routes';
import { quartersRoutes } from './features/quarters/quarters.routes';
import { expenseCategoriesRoutes } from './features/expense-categories/expense-categories.routes';
import { expenseDocumentsOwnerType } from './features/expenses/expense-documents';
import { expenseDocumentsRoutes } from './features/expenses/expense-documents.routes';
import { expensesRoutes } from './features/expenses/expenses.routes';
import {
  readDocumentJob,
  readExpenseDocument,
  readWaitingDocuments,
  readWaitingDocumentsCron,
  readWaitingDocumentsJob,
} from './features/expenses/read-document';
import { autoInvoiceCron, autoInvoiceJob, runAutoInvoice } from './features/invoices/auto-invoice';
import { autoInvoiceRoutes } from './features/invoices/auto-invoice.routes';
import { onCashCollected } from './features/invoices/cash-payments';
import { clientConsumablesRoutes } from './features/invoices/client-consumables.routes';
import { clientAccounts, countDraftInvoices } from './features/invoices/invoices.queries';
import { invoicePaymentsRoutes } from './features/invoices/invoice-payments.routes';
import { adjustmentNotesRoutes } from './features/invoices/adjustment-notes.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { autoRemindCron, autoRemindJob, runAutoRemind } from './features/invoices/auto-remind';
import { invoiceDocumentsRoutes } from './features/invoices/invoice-documents.routes';
import { sendDialogRoutes } from './features/invoices/send-dialog.routes';
import { invoiceBulkRoutes } from './features/invoices/invoice-bulk.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { notesRoutes } from './features/notes/notes.routes';
import { sweepOutbox, sweepOutboxCron, sweepOutboxJob } from './features/mail/outbox-sweep';
import { deliverMail, deliverMailJob } from './features/mail/send-mail';
import { profileRoutes } from './features/profile/profile.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { earningsRoutes } from './features/earnings/earnings.routes';
import { vendorInvoicesRoutes } from './features/vendor-invoices/vendor-invoices.routes';
import { payRunsRoutes } from './features/pay-runs/pay-runs.routes';
import { rolesRoutes } from './features/roles/roles.routes';
import { clientSchedulesRoutes } from './features/schedules/client-schedules.routes';
import { stockReportRoutes } from './features/schedules/stock-report.routes';
import { userSchedulesRoutes } from './features/schedules/user-schedules.routes';
import { visitNotesRoutes } from './features/schedules/visit-notes.routes';
import { visitReportRoutes } from './features/schedules/visit-report.routes';
import { presenceRoutes } from './features/schedules/presence.routes';
import { alertLateCheckIns, lateCheckInsCron, lateCheckInsJob } from './features/schedules/late-check-ins';
import { generateVisitsCron, generateVisitsJob, runGenerateVisitsJob } from './features/schedules/regenerate-client';
import { settingsRoutes } from './features/settings/settings.routes';
import { publicHolidaysRoutes } from './features/settings/public-holidays.routes';
import { mailTemplatesRoutes } from './features/settings/mail-templates.routes';
import { sharedDocumentsRoutes } from './features/shared-documents/shared-documents.routes';
import { suburbsRoutes } from './features/suburbs/suburbs.routes';
import { taskGroupsRoutes } from './features/schedules/task-groups.routes';
import { tasksRoutes } from './features/tasks/tasks.routes';
import { runSuggestJob, suggestTransactionsJob } from './features/transactions/suggest-transactions';
import {
  importTransactionsJob,
  queueTransactionImport,
  resumeImports,
  resumeImportsCron,
  resumeImportsJob,
  runImportJob,
} from './features/transactions/import-job';
import { transactionImportsOwnerType } from './features/transactions/transaction-imports';
import { countTransactionsToMatch } from './features/transactions/transactions.queries';
import { transactionsRoutes } from './features/transactions/transactions.routes';
import { abandonedUploadsCron, abandonedUploadsJob, runAbandonedUploadsJob } from './features/uploads/abandoned-uploads';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { usersRoutes } from './features/users/users.routes';
import { vendorsRoutes } from './features/vendors/vendors.routes';
import { registerAccess } from './platform/access';
import { registerErrorHandler, zodValidatorCompiler } from './platform/errors';
import { createEvents } from './platform/events';
import { registerGracefulStop } from './platform/in-flight';
import { registerIdempotency, withIdempotentTransactions } from './platform/idempotency';
import { pruneIdempotencyKeys } from './platform/idempotency-keys';
import { registerInputGuard } from './platform/input-guard';
import { createJobs } from './platform/jobs';
import { loggerOptions } from './platform/logging';
import { clientErrorHandler, registerSecurityHeaders, securityHeaders } from './platform/security-headers';
import { registerSessions } from './platform/sessions';
import { openStorage } from './platform/open-storage';
import { systemRoutes } from './platform/system.routes';
import { webAppRoutes } from './platform/web-app.routes';
import { seedDemoIfEmpty } from './scripts/seed';
import { wireFeatures } from './wiring';

export type AppOptions = {
  database?: Database;
  jobs?: 'pgboss' | 'inline' | 'off';
  /** false for none; a stream to read the log lines back (tests). */
  logger?: boolean | { stream: Writable };
};

const webDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The whole app: plugins and every feature's routes. Tests build it too. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  wireFeatures();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions(config.logLevel, typeof options.logger === 'object' ? options.logger.stream : undefined),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // A malformed URL gets the one error shape too, and a request Node cannot even parse.
    // It comes before routing, so no hook adds the security headers: they are added here.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply
        .status(400)
        .headers({ ...securityHeaders(config.appUrl), 'Cache-Control': 'no-store' })
        .send({ message: 'The request could not be read.' });
    },
    clientErrorHandler: clientErrorHandler(config.appUrl),
  });
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, port: config.port }));
  await migrate(database);
  const jobsMode = options.jobs ?? (config.runJobs ? 'pgboss' : 'off');

  app.decorate('config', config);
  app.decorate('database', database);
  // A keyed POST's transactions record what they answered (platform/idempotency.ts).
  app.decorate('db', withIdempotentTransactions(database.db));
  app.decorate('storage', openStorage(config));
  app.decorate('events', createEvents());
  app.decorate(
    'jobs',
    createJobs(database, {
      mode: jobsMode,
      timeZone: config.timeZone,
      log: (msg, err) => app.log.error({ err }, msg),
    }),
  );

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'CleanUp API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The platform runs sessions over the auth feature's rows, which read the users feature's user (decisions 009, 043).
  const graceful = registerGracefulStop(app);
  app.decorate('stopGracefully', graceful.stop);
  registerSessions(app, sessionRows);
  registerAccess(app);
  registerInputGuard(app);
  registerIdempotency(app);
  // Multipart and octet-stream bodies are read by the routes that take them.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 700_000 }, (_req, body, done) => done(null, body));

  await app.register(systemRoutes, {
    counts: async (request: FastifyRequest) => ({
      openInvoices: can(request.user, 'manage_accounts') ? await countDraftInvoices(app.db) : 0,
      transactionsToMatch: can(request.user, 'manage_transactions') ? await countTransactionsToMatch(app.db) : 0,
    }),
  });
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(suburbsRoutes);
  await app.register(tasksRoutes);
  await app.register(stockReportRoutes);
  await app.register(mailRoutes);
  await app.register(activityRoutes);
  await app.register(uploadsRoutes);
  await app.register(documentsRoutes);
  await app.register(profileRoutes);
  await app.register(clientsRoutes, { accountsOf: clientAccounts });
  await app.register(clientAddressesRoutes);
  await app.register(contactsRoutes);
  await app.register(notesRoutes);
  await app.register(taskGroupsRoutes);
  await app.register(clientSchedulesRoutes);
  await app.register(progressRoutes);
  await app.register(awayEventsRoutes);
  await app.register(userSchedulesRoutes);
  await app.register(visitNotesRoutes);
  await app.register(visitReportRoutes);
  await app.register(presenceRoutes);
  await app.register(settingsRoutes);
  await app.register(publicHolidaysRoutes);
  await app.register(mailTemplatesRoutes);
  await app.register(invoicesRoutes);
  await app.register(invoicePaymentsRoutes);
  await app.register(adjustmentNotesRoutes);
  await app.register(autoInvoiceRoutes);
  await app.register(clientConsumablesRoutes);
  // Invoicing follows the visits without the schedules feature importing it (accounting builds on operations).
  app.events.on('visit.cash-collected', onCashCollected);
  await app.register(invoiceDocumentsRoutes);
  await app.register(sendDialogRoutes);
  await app.register(invoiceBulkRoutes);
  await app.register(vendorsRoutes);
  await app.register(expenseCategoriesRoutes);
  await app.register(expensesRoutes);
  await app.register(expenseDocumentsRoutes);
  await app.register(sharedDocumentsRoutes);
  await app.register(earningsRoutes);
  await app.register(vendorInvoicesRoutes);
  await app.register(payRunsRoutes);
  await app.register(accountActivityRoutes);
  await app.register(quartersRoutes);
  // A receipt is read once its file is whole: the uploads feature tells, the expenses feature queues the reading.
  app.events.on('upload.completed', async (_db, upload) => {
    if (upload.ownerType === expenseDocumentsOwnerType) await app.jobs.send(readDocumentJob, { documentId: upload.ownerId });
  });
  await app.register(transactionsRoutes);
  // A bank file is read by a job once it is whole; the page follows its progress (decision 023).
  app.events.on('upload.completed', async (_db, upload) => {
    if (upload.ownerType === transactionImportsOwnerType) await queueTransactionImport(app, upload.ownerId);
  });
  app.jobs.define(importTransactionsJob, async (data, signal) => runImportJob(app, Number(data.importId), signal, systemActor));
  app.jobs.define(resumeImportsJob, async () => void (await resumeImports(app, { all: false })), { cron: resumeImportsCron });
  app.jobs.define(suggestTransactionsJob, async (data) => void (await runSuggestJob(app.db, data)));

  app.jobs.define(deliverMailJob, async (data) => deliverMail(app.db, app.storage, config, Number(data.mailId)));
  app.jobs.define(sweepOutboxJob, async () => void (await sweepOutbox(app.db, app.jobs)), { cron: sweepOutboxCron });
  app.jobs.define(resumeSuspendedJob, async () => void (await resumeSuspendedClients({ db: app.db, jobs: app.jobs, config })), {
    cron: resumeSuspendedCron,
  });
  app.jobs.define(generateVisitsJob, async (data) => void (await runGenerateVisitsJob(app.db, config, data)), { cron: generateVisitsCron });
  app.jobs.define(lateCheckInsJob, async () => void (await alertLateCheckIns({ db: app.db, jobs: app.jobs, config })), {
    cron: lateCheckInsCron,
  });
  app.jobs.define(abandonedUploadsJob, async () => runAbandonedUploadsJob(app.db, app.storage, app.log), { cron: abandonedUploadsCron });
  app.jobs.define(
    autoInvoiceJob,
    async () => void (await runAutoInvoice(app.db, undefined, { actor: systemActor, today: todayIn(config.timeZone) })),
    { cron: autoInvoiceCron },
  );
  app.jobs.define(autoRemindJob, async () => void (await runAutoRemind({ db: app.db, storage: app.storage, jobs: app.jobs, config })), {
    cron: autoRemindCron,
  });
  const reader = { db: app.db, storage: app.storage, cachePath: path.join(config.dataDir, 'ocr-cache'), log: app.log };
  app.jobs.define(readDocumentJob, async (data) => readExpenseDocument(reader, Number(data.documentId)));
  app.jobs.define(readWaitingDocumentsJob, async () => void (await readWaitingDocuments(reader)), { cron: readWaitingDocumentsCron });
  app.jobs.define('idempotency-keys.prune', async () => pruneIdempotencyKeys(app.db), { cron: '41 * * * *' });
  app.jobs.define('sessions.prune', async () => pruneIdleSessions(app.db, config.sessionIdleMinutes), { cron: '17 3 * * *' });
  // PostgreSQL's autovacuum does this itself; the embedded database has no background process to (decision 049).
  if (database.kind === 'pglite') {
    app.jobs.define(maintainDatabaseJob, async (_data, signal) => void (await maintainDatabase(database, signal)), {
      cron: maintainDatabaseCron,
    });
  }

  if (fs.existsSync(path.join(webDist, 'index.html'))) await app.register(webAppRoutes, { root: webDist });

  if (config.seedDemo) await seedDemoIfEmpty(app.db, app.storage, app.log);

  app.addHook('onReady', async () => {
    await app.jobs.start();
    // Imports a stopped process left: on the embedded database no other process can hold one (its data directory is
    // locked); on a shared PostgreSQL only those whose process stopped beating are taken (decision 023).
    if (jobsMode !== 'off') await resumeImports(app, { all: database.kind === 'pglite' });
    // What the last process left undelivered goes now rather than at the next minute's sweep.
    await app.jobs.send(sweepOutboxJob);
  });
  app.addHook('onClose', async () => {
    // Long jobs stop at their next batch while the requests still running finish, before their database goes
    // (main.ts has already turned new requests away).
    app.jobs.interrupt();
    await graceful.drained(8000);
    await app.jobs.stop();
    if (!options.database) await database.close();
  });
  return app;
}
