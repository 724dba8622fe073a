/**
 * A year of the demo business's bank statement: most client payments already matched to their invoices (the
 * manual payments the invoices seed recorded become bank-line payments), a few still waiting with a suggestion
 * (some paying in part, one paying two invoices at once), deposits nobody can place, and the outgoings a
 * cleaning business has: fuel, supplies, insurance, phone, bank fees. Then the matching job runs once, so the
 * transactions page opens on a real bookkeeping month. Deterministic, counted back from today.
 */
import { and, eq } from 'drizzle-orm';
import { lineKey } from '../../../shared/bank-files/counting';
import { addDays, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { clients } from '../../features/clients/clients.table';
import { balanceSql, issuedInvoiceSql } from '../../features/invoices/invoice-money.sql';
import { invoices, payments } from '../../features/invoices/invoices.table';
import { suggestTransactions } from '../../features/transactions/suggest-transactions';
import { bankTransactions } from '../../features/transactions/transactions.table';
import type { Random } from './random';

type Line = { postedOn: IsoDate; amount: number; description: string; source: string };

const payerPrefixes = ['DIRECT CREDIT', 'OSKO PAYMENT FROM', 'TRANSFER FROM', 'EFT DEPOSIT'];

/** Outgoings by how often they come: every week, month or quarter, with their amounts in a range. */
const outgoings: { every: number; descriptions: string[]; min: number; max: number }[] = [
  { every: 7, descriptions: ['BP FUEL EPPING', 'SHELL COLES EXPRESS RYDE', 'CALTEX WOOLWORTHS CHATSWOOD'], min: 6_000, max: 12_500 },
  {
    every: 30,
    descriptions: ['BUNNINGS WAREHOUSE ALEXANDRIA', 'OFFICEWORKS MOORE PARK', 'CLEANING SUPPLIES DIRECT PTY'],
    min: 4_500,
    max: 38_000,
  },
  { every: 30, descriptions: ['TELSTRA PREPAID MOBILE'], min: 8_900, max: 8_900 },
  { every: 30, descriptions: ['ACCOUNT FEE'], min: 1_000, max: 1_000 },
  { every: 91, descriptions: ['ALLIANZ INSURANCE PUBLIC LIABILITY'], min: 64_350, max: 64_350 },
];

export type DemoBankSummary = { lines: number; matched: number; suggested: number };

export async function seedBankLines(db: Db, random: Random, { today }: { today: IsoDate }): Promise<DemoBankSummary> {
  const paid = await db
    .select({ paymentId: payments.id, amount: payments.amount, paidAt: payments.paidAt, number: invoices.number, client: clients.name })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(payments.source, 'manual'));
  const lines: (Line & { paymentId?: number })[] = [];
  for (const payment of paid) {
    if (!random.chance(0.85)) continue;
    const name = payment.client.toUpperCase();
    const description = random.chance(0.7)
      ? `${random.pick(payerPrefixes)} ${name} INV ${payment.number}`
      : `${random.pick(payerPrefixes)} ${name}`;
    lines.push({ postedOn: payment.paidAt, amount: payment.amount, description, source: 'csv_cba', paymentId: payment.paymentId });
  }

  // Still waiting: money in for invoices sent and not paid, some in full, some in part, one client paying two at once.
  const open = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      issuedAt: invoices.issuedAt,
      balance: balanceSql,
      client: clients.name,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(issuedInvoiceSql, eq(invoices.cash, false)))
    .orderBy(invoices.issuedAt, invoices.number);
  const owing = open.filter((i) => i.balance > 0);
  const recentDay = () => addDays(today, -random.int(1, 12));
  for (const invoice of random.sample(owing, Math.min(5, owing.length))) {
    lines.push({
      postedOn: recentDay(),
      amount: invoice.balance,
      description: `DIRECT CREDIT ${invoice.client.toUpperCase()} INV ${invoice.number}`,
      source: 'csv_cba',
    });
  }
  for (const invoice of random.sample(owing, Math.min(2, owing.length))) {
    lines.push({
      postedOn: recentDay(),
      amount: Math.floor(invoice.balance / 2),
      description: `${invoice.client.toUpperCase()} PART PAYMENT ${invoice.number}`,
      source: 'csv_cba',
    });
  }
  const byClient = new Map<number, typeof owing>();
  for (const invoice of owing) byClient.set(invoice.clientId, [...(byClient.get(invoice.clientId) ?? []), invoice]);
  const twoAtOnce = [...byClient.values()].find((list) => list.length >= 2);
  if (twoAtOnce)
    lines.push({
      postedOn: recentDay(),
      amount: twoAtOnce[0].balance + twoAtOnce[1].balance,
      description: `OSKO PAYMENT FROM ${twoAtOnce[0].client.toUpperCase()}`,
      source: 'csv_cba',
    });
  lines.push({ postedOn: recentDay(), amount: 25_000, description: 'TRANSFER FROM J CITIZEN', source: 'csv_cba' });
  lines.push({ postedOn: addDays(today, -40), amount: 8_250, description: 'CASH DEPOSIT BRANCH 2041', source: 'csv_cba' });

  for (const out of outgoings) {
    for (let day = out.every; day <= 365; day += out.every) {
      const amount = out.min === out.max ? out.min : random.int(out.min, out.max);
      lines.push({
        postedOn: addDays(today, -day + random.int(0, Math.min(3, out.every - 1))),
        amount: -amount,
        description: random.pick(out.descriptions),
        source: 'csv_cba',
      });
    }
  }

  let matched = 0;
  for (const line of lines) {
    const [row] = await db
      .insert(bankTransactions)
      .values({
        postedOn: line.postedOn,
        amount: line.amount,
        description: line.description,
        source: line.source,
        lineKey: lineKey({ date: line.postedOn, amount: line.amount, description: line.description }),
      })
      .returning({ id: bankTransactions.id });
    if (line.paymentId !== undefined) {
      await db.update(payments).set({ source: 'transaction', transactionId: row.id }).where(eq(payments.id, line.paymentId));
      matched++;
    }
  }
  const suggested = await suggestTransactions(db);
  return { lines: lines.length, matched, suggested };
}
