/**
 * Matching a bank line (docs/domain.md "Bank transactions", decision 011): confirming or
 * dismissing its suggestion, linking invoices (payments of source `transaction`), crediting a client, linking
 * or recording an expense, and disconnecting each again. Every command locks the line first, so confirming
 * twice, or twice at once, links once; amounts are checked against the invoices' balances and the line's
 * remainder under that lock.
 */
import { and, eq } from 'drizzle-orm';
import { checkAllocation } from '../../../shared/allocation';
import type { TransactionUpdate } from '../../../shared/api/transactions';
import { formatAud } from '../../../shared/money';
import type { Suggestion } from '../../../shared/matching';
import type { Db } from '../../db/client';
import { type FieldErrors, invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { attachDocument, setDocumentsReconciled } from '../expenses/expense-documents';
import { createExpense } from '../expenses/save-expense';
import { lockClientMoney } from '../invoices/client-money-lock';
import {
  applyCreditToInvoices,
  lockPayableInvoices,
  payFromTransaction,
  removeTransactionPayments,
} from '../invoices/transaction-payments';
import { clientNameOf, expenseFactsOf, expenseIsMatched } from './candidates.queries';
import { linkPayRun, refuseIfPaysPayRun, unlinkPayRun } from './pay-run-link';
import { linkVendorInvoice, unlinkVendorInvoice } from './pay-vendor-invoice';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { linksOf, transactionFacts } from './transactions.queries';
import { bankTransactions, transactionCredits, transactionDismissals, transactionExpenses, transactionRules } from './transactions.table';

type Line = NonNullable<Awaited<ReturnType<typeof transactionFacts>>>;

/** The line, locked until the caller's transaction ends; 404 when there is none. */
async function lockLine(tx: Db, id: number): Promise<Line> {
  await tx.select({ id: bankTransactions.id }).from(bankTransactions).where(eq(bankTransactions.id, id)).for('update');
  const line = await transactionFacts(tx, id);
  if (!line) throw notFound();
  return line;
}

const describeLine = (line: Line) => `${line.description} (${formatAud(line.amount)})`;

/** Links invoices with the amount applied to each: none cancelled, none beyond its balance, all within the remainder. */
async function linkInvoices(tx: Db, line: Line, wanted: readonly { id: number; amount: number }[], actor: Actor) {
  if (line.amount <= 0) throw invalid({ invoices: ['Only money received can pay invoices.'] });
  const found = await lockPayableInvoices(
    tx,
    wanted.map((w) => w.id),
  );
  const check = checkAllocation(
    line.remainder,
    found.filter((f) => !f.cancelled),
    wanted,
  );
  const errors: FieldErrors = {};
  wanted.forEach((w, i) => {
    const invoice = found.find((f) => f.id === w.id);
    if (!invoice || invoice.cancelled) errors[`invoices.${i}.id`] = ['The selected invoice is invalid.'];
    else if (check.overBalance.includes(w.id))
      errors[`invoices.${i}.amount`] = [`This is more than invoice ${invoice.number}'s balance of ${formatAud(invoice.balance)}.`];
  });
  if (check.overRemainder)
    errors.invoices = [`The invoices take ${formatAud(check.taken)}, more than the ${formatAud(line.remainder)} left of this transaction.`];
  if (check.repeated) errors.invoices = ['An invoice is named twice.'];
  if (Object.keys(errors).length) throw invalid(errors);
  await assertQuarterOpen(tx, line.postedOn);
  await payFromTransaction(
    tx,
    { transactionId: line.id, paidOn: line.postedOn, lines: wanted.map((w) => ({ invoiceId: w.id, amount: w.amount })) },
    actor,
  );
  await audit(tx, actor, {
    action: 'link',
    subjectType: 'transactions',
    subjectId: line.id,
    description: `Matched ${describeLine(line)} to invoice${wanted.length === 1 ? '' : 's'} ${wanted.map((w) => found.find((f) => f.id === w.id)?.number).join(', ')}`,
    changes: { invoices: wanted },
  });
  return check.taken;
}

/** Turns what is left of an incoming line into the client's credit, applied at once to their open invoices. */
async function creditClient(tx: Db, line: Line, clientId: number, amount: number, actor: Actor) {
  const name = await clientNameOf(tx, clientId);
  if (!name) throw invalid({ client_id: ['The selected client is invalid.'] });
  if (line.amount <= 0) throw invalid({ credit: ['Only money received can be credited to a client.'] });
  if (amount <= 0) throw invalid({ credit: ['Nothing is left of this transaction to credit.'] });
  await assertQuarterOpen(tx, line.postedOn);
  const [credit] = await tx
    .insert(transactionCredits)
    .values({ transactionId: line.id, clientId, amount })
    .returning({ id: transactionCredits.id });
  const applied = await applyCreditToInvoices(tx, { clientId, transactionId: line.id, available: amount, paidOn: line.postedOn }, actor);
  await audit(tx, actor, {
    action: 'credit',
    subjectType: 'transactions',
    subjectId: line.id,
    description: `Credited ${formatAud(amount)} of ${describeLine(line)} to ${name}`,
    changes: { client_id: clientId, credit_id: credit.id, amount, applied },
  });
}

/** Links an outgoing line to an expense for the expense's amount; its documents are then reconciled. */
async function linkExpense(tx: Db, line: Line, expenseId: number, actor: Actor) {
  if (line.amount >= 0) throw invalid({ expense_id: ['Only money paid out can be an expense.'] });
  refuseIfPaysPayRun(await linksOf(tx, line.id), 'expense_id');
  const expense = await expenseFactsOf(tx, expenseId);
  if (!expense) throw invalid({ expense_id: ['The selected expense is invalid.'] });
  if (await expenseIsMatched(tx, expenseId)) throw invalid({ expense_id: ['This expense is already matched to a bank line.'] });
  if (expense.amount > -line.remainder)
    throw invalid({
      expense_id: [`The expense is ${formatAud(expense.amount)}, more than the ${formatAud(-line.remainder)} left of this transaction.`],
    });
  await assertQuarterOpen(tx, line.postedOn);
  await tx.insert(transactionExpenses).values({ transactionId: line.id, expenseId, amount: expense.amount });
  await setDocumentsReconciled(tx, { expenseId }, true);
  await audit(tx, actor, {
    action: 'link',
    subjectType: 'transactions',
    subjectId: line.id,
    description: `Matched ${describeLine(line)} to expense ${expense.description}`,
    changes: { expense_id: expenseId, amount: expense.amount },
  });
}

type NewExpense = NonNullable<TransactionUpdate['expense']>;

async function recordExpense(tx: Db, line: Line, expense: NewExpense, actor: Actor, { linkNow = true } = {}) {
  if (line.amount >= 0) throw invalid({ expense: ['Only money paid out can be an expense.'] });
  refuseIfPaysPayRun(await linksOf(tx, line.id), 'expense');
  if (expense.amount > -line.remainder)
    throw invalid({ 'expense.amount': [`This is more than the ${formatAud(-line.remainder)} left of this transaction.`] });
  const id = await createExpense(tx, { ...expense, created_at: line.postedOn }, actor);
  if (linkNow) await linkExpense(tx, line, id, actor);
  return id;
}

async function saveRule(tx: Db, contains: string, expense: Omit<NewExpense, 'description' | 'amount'>, actor: Actor) {
  const [rule] = await tx
    .insert(transactionRules)
    .values({
      contains,
      vendorId: expense.vendor_id,
      categoryId: expense.category_id,
      businessUse: expense.business_use,
      gst: expense.gst,
      createdBy: actor.userId,
    })
    .returning({ id: transactionRules.id });
  await audit(tx, actor, {
    action: 'create',
    subjectType: 'transaction_rules',
    subjectId: rule.id,
    description: `Saved the rule: description contains "${contains}"`,
    changes: { contains, ...expense },
  });
}

async function confirm(tx: Db, line: Line, actor: Actor) {
  // Already linked: a second confirmation (or one racing the first, now past the lock) links nothing more.
  if (!line.toMatch) return;
  const suggestion = line.suggestion;
  if (!suggestion) throw invalid({ confirm: ['There is no suggestion to confirm.'] });
  if (suggestion.kind === 'invoices') await linkInvoices(tx, line, suggestion.invoices, actor);
  else if (suggestion.kind === 'expense') await linkExpense(tx, line, suggestion.expense_id, actor);
  else if (suggestion.kind === 'rule') await recordExpense(tx, line, suggestion.expense, actor);
  else if (suggestion.kind === 'vendor_invoice') await linkVendorInvoice(tx, line, suggestion.vendor_invoice_id, actor);
  else if (suggestion.kind === 'pay_run')
    await linkPayRun(tx, line, await linksOf(tx, line.id), suggestion.week, suggestion.user_id, actor);
  else {
    // The receipt becomes the new expense's document, then the line is matched to it (and the receipt reconciled).
    const expenseId = await recordExpense(tx, line, suggestion.expense, actor, { linkNow: false });
    await attachDocument(tx, { expenseId, documentId: suggestion.document_id }, actor);
    await linkExpense(tx, line, expenseId, actor);
  }
  await tx.update(bankTransactions).set({ suggestion: null }).where(eq(bankTransactions.id, line.id));
}

function targetsOf(suggestion: Suggestion): { kind: string; targetId: number }[] {
  switch (suggestion.kind) {
    case 'invoices':
      return suggestion.invoices.map((i) => ({ kind: 'invoice', targetId: i.id }));
    case 'expense':
      return [{ kind: 'expense', targetId: suggestion.expense_id }];
    case 'rule':
      return [{ kind: 'rule', targetId: suggestion.rule_id }];
    case 'document':
      return [{ kind: 'document', targetId: suggestion.document_id }];
    case 'vendor_invoice':
      return [{ kind: 'vendor_invoice', targetId: suggestion.vendor_invoice_id }];
    case 'pay_run':
      // The week in the kind (target ids are integers): the payee, or 0 for the run's batch.
      return [{ kind: `pay_run:${suggestion.week}`, targetId: suggestion.user_id ?? 0 }];
  }
}

async function dismiss(tx: Db, line: Line, actor: Actor) {
  const suggestion = line.suggestion;
  if (!suggestion) return;
  await tx
    .insert(transactionDismissals)
    .values(targetsOf(suggestion).map((t) => ({ transactionId: line.id, ...t })))
    .onConflictDoNothing();
  await tx.update(bankTransactions).set({ suggestion: null }).where(eq(bankTransactions.id, line.id));
  await audit(tx, actor, {
    action: 'dismiss',
    subjectType: 'transactions',
    subjectId: line.id,
    description: `Dismissed the suggested match of ${describeLine(line)}`,
    changes: { suggestion },
  });
}

/**
 * The money of every client whose invoices this change may pay, locked at once in id order after the line's
 * lock (client-money-lock.ts): an invoices link then a credit to another client must not lock one client
 * after the other.
 */
async function lockMoneyOf(tx: Db, line: Line, input: TransactionUpdate) {
  const suggested = input.confirm && line.suggestion?.kind === 'invoices' ? line.suggestion.invoices : [];
  await lockClientMoney(tx, {
    clientIds: input.credit && input.client_id !== undefined ? [input.client_id] : [],
    invoiceIds: [...(input.invoices ?? []), ...suggested].map((invoice) => invoice.id),
  });
}

/** `PUT /api/transactions/{id}`: one of confirm, dismiss, invoices (and credit), credit, expense_id, expense, vendor_invoice_id, pay_run. */
export async function updateTransaction(db: Db, id: number, input: TransactionUpdate, actor: Actor) {
  await db.transaction(async (tx) => {
    const line = await lockLine(tx, id);
    await lockMoneyOf(tx, line, input);
    if (input.confirm) return confirm(tx, line, actor);
    if (input.dismiss) return dismiss(tx, line, actor);
    if (input.invoices || input.credit) {
      const taken = input.invoices ? await linkInvoices(tx, line, input.invoices, actor) : 0;
      if (input.credit && input.client_id !== undefined && (!input.invoices || input.remainder))
        await creditClient(tx, line, input.client_id, line.remainder - taken, actor);
    } else if (input.vendor_invoice_id !== undefined) {
      refuseIfPaysPayRun(await linksOf(tx, line.id), 'vendor_invoice_id');
      await linkVendorInvoice(tx, line, input.vendor_invoice_id, actor);
    } else if (input.pay_run !== undefined) {
      await linkPayRun(tx, line, await linksOf(tx, line.id), input.pay_run, input.payee_id ?? null, actor);
    } else if (input.expense_id !== undefined) {
      await linkExpense(tx, line, input.expense_id, actor);
    } else if (input.expense) {
      await recordExpense(tx, line, input.expense, actor);
      if (input.save_rule) await saveRule(tx, input.save_rule.contains, input.expense, actor);
    }
    await tx.update(bankTransactions).set({ suggestion: null }).where(eq(bankTransactions.id, line.id));
  });
}

/** `DELETE /api/transactions/{id}/pay-runs/{week}`: the line no longer pays the run. */
export async function disconnectPayRun(db: Db, params: { id: number; week: string }, actor: Actor) {
  await db.transaction(async (tx) => {
    const line = await lockLine(tx, params.id);
    await assertQuarterOpen(tx, line.postedOn);
    await unlinkPayRun(tx, line, params.week, actor);
  });
}

/** Disconnect: `DELETE /api/transactions/{id}/{invoices|expenses|credits|vendor-invoices}/{link}`; the invoices go back to their state before. */
export async function disconnect(
  db: Db,
  params: { id: number; tag: 'invoices' | 'expenses' | 'credits' | 'vendor-invoices'; link: number },
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const line = await lockLine(tx, params.id);
    await assertQuarterOpen(tx, line.postedOn);
    const links = await linksOf(tx, line.id);
    if (params.tag === 'vendor-invoices') {
      await unlinkVendorInvoice(tx, line, params.link, actor);
    } else if (params.tag === 'invoices') {
      await lockClientMoney(tx, { invoiceIds: [params.link] });
      const removed = await removeTransactionPayments(tx, { transactionId: line.id, invoiceId: params.link, source: 'transaction' });
      if (removed.length === 0) throw notFound();
      await audit(tx, actor, {
        action: 'unlink',
        subjectType: 'transactions',
        subjectId: line.id,
        description: `Disconnected ${describeLine(line)} from an invoice`,
        changes: { invoice_id: params.link, removed },
      });
    } else if (params.tag === 'expenses') {
      if (!links.expenses.some((e) => e.expenseId === params.link)) throw notFound();
      await tx
        .delete(transactionExpenses)
        .where(and(eq(transactionExpenses.transactionId, line.id), eq(transactionExpenses.expenseId, params.link)));
      await setDocumentsReconciled(tx, { expenseId: params.link }, false);
      await audit(tx, actor, {
        action: 'unlink',
        subjectType: 'transactions',
        subjectId: line.id,
        description: `Disconnected ${describeLine(line)} from an expense`,
        changes: { expense_id: params.link },
      });
    } else {
      const credit = links.credits.find((c) => c.id === params.link);
      if (!credit) throw notFound();
      // Under the client's money lock, so no send applies this credit while it is being taken back.
      await lockClientMoney(tx, { clientIds: [credit.clientId] });
      await tx.delete(transactionCredits).where(eq(transactionCredits.id, credit.id));
      const removed = await removeTransactionPayments(tx, { transactionId: line.id, clientId: credit.clientId, source: 'credit' });
      await audit(tx, actor, {
        action: 'unlink',
        subjectType: 'transactions',
        subjectId: line.id,
        description: `Took back the credit of ${describeLine(line)}`,
        changes: { client_id: credit.clientId, amount: credit.amount, removed },
      });
    }
  });
}
