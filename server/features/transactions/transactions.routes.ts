import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/api/paging';
import {
  transactionImportInput,
  transactionImportSchema,
  transactionInput,
  transactionLinkParams,
  transactionPayRunParams,
  transactionListQuery,
  transactionPage,
  transactionSchema,
  transactionRuleSchema,
  transactionSuggestInput,
  transactionUpdateInput,
  vendorInvoiceChoicesSchema,
} from '../../../shared/api/transactions';
import { z } from 'zod';
import { payRunBankSchema } from '../../../shared/api/pay-run-bank';
import { payRunParams } from '../../../shared/api/pay-runs';
import { uploadBegun, uploadParams } from '../../../shared/api/uploads';
import { todayIn } from '../../../shared/dates';
import { userOf } from '../../platform/access';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { disconnect, disconnectPayRun, updateTransaction } from './match-transaction';
import { payRunBankOf } from './pay-run-links.queries';
import { createTransaction, deleteTransaction } from './save-transaction';
import { suggestTransactions } from './suggest-transactions';
import { deleteRule, listRules } from './transaction-rules';
import { createTransactionImport, findTransactionImport } from './transaction-imports';
import { findTransaction, listTransactions } from './transactions.queries';
import { vendorInvoiceChoices } from './vendor-invoice-links.queries';

export async function transactionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_transactions' as const;

  app.post(
    '/api/transaction-imports',
    { config: { access }, schema: { body: transactionImportInput, response: { 201: uploadBegun } } },
    async (request, reply) => {
      const id = await createTransactionImport(app.db, { userId: userOf(request).id, input: request.body }, actorOf(request));
      return reply.status(201).send({ id });
    },
  );
  app.get(
    '/api/transaction-imports/:id',
    { config: { access }, schema: { params: uploadParams, response: { 200: transactionImportSchema } } },
    async (request) => orNotFound(await findTransactionImport(app.db, request.params.id)),
  );

  app.get(
    '/api/transactions',
    { config: { access }, schema: { querystring: transactionListQuery, response: { 200: transactionPage } } },
    async (request) => listTransactions(app.db, request.query, todayIn(app.config.timeZone)),
  );
  app.get(
    '/api/transactions/:id',
    { config: { access }, schema: { params: idParams, response: { 200: transactionSchema } } },
    async (request) => orNotFound(await findTransaction(app.db, request.params.id)),
  );
  app.get(
    '/api/transactions/:id/vendor-invoice-choices',
    { config: { access }, schema: { params: idParams, response: { 200: vendorInvoiceChoicesSchema } } },
    async (request) => {
      const line = orNotFound(await findTransaction(app.db, request.params.id));
      return { data: line.amount < 0 && line.remainder < 0 ? await vendorInvoiceChoices(app.db, -line.remainder) : [] };
    },
  );
  app.post(
    '/api/transactions',
    { config: { access }, schema: { body: transactionInput, response: { 201: transactionSchema } } },
    async (request, reply) => {
      const id = await createTransaction(app.db, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findTransaction(app.db, id)));
    },
  );
  // Linking adds a payment, a credit or an expense: a retry with its Idempotency-Key must not add a second.
  app.put(
    '/api/transactions/:id',
    {
      config: { access, idempotency: true },
      schema: { params: idParams, body: transactionUpdateInput, response: { 200: transactionSchema } },
    },
    async (request) => {
      await updateTransaction(app.db, request.params.id, request.body, actorOf(request));
      return orNotFound(await findTransaction(app.db, request.params.id));
    },
  );
  app.delete(
    '/api/transactions/:id/pay-runs/:week',
    { config: { access }, schema: { params: transactionPayRunParams } },
    async (request, reply) => {
      await disconnectPayRun(app.db, request.params, actorOf(request));
      return reply.status(204).send();
    },
  );
  // A recorded run against the bank lines matched to it: here, beside the links it reads, as the pay-runs
  // feature reads no bank line (the transactions feature reads its runs).
  app.get(
    '/api/pay-runs/:week/bank',
    { config: { access: 'manage_accounts' }, schema: { params: payRunParams, response: { 200: payRunBankSchema } } },
    async (request) => orNotFound(await payRunBankOf(app.db, request.params.week)),
  );
  app.delete(
    '/api/transactions/:id/:tag/:link',
    { config: { access }, schema: { params: transactionLinkParams } },
    async (request, reply) => {
      await disconnect(app.db, request.params, actorOf(request));
      return reply.status(204).send();
    },
  );
  // On demand: suggestions worked out again now (for the lines named, or every line still to match).
  app.post(
    '/api/transactions/suggest',
    { config: { access }, schema: { body: transactionSuggestInput, response: { 200: z.object({ suggested: z.number() }) } } },
    async (request) => ({
      suggested: await suggestTransactions(app.db, { ids: request.body.ids }),
    }),
  );
  app.get(
    '/api/transaction-rules',
    { config: { access }, schema: { response: { 200: z.object({ data: z.array(transactionRuleSchema) }) } } },
    async () => ({ data: await listRules(app.db) }),
  );
  app.delete('/api/transaction-rules/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await deleteRule(app.db, request.params.id, actorOf(request));
    return reply.status(204).send();
  });
  app.delete('/api/transactions/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await deleteTransaction(app.db, request.params.id, actorOf(request));
    return reply.status(204).send();
  });
}
