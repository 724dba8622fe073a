/**
 * The invoice money rules the server evaluates in SQL, each written once, each beside the name of its
 * TypeScript twin in shared/ (docs/domain.md "Payments and what is owed"); invoice-money.sql.test.ts holds every
 * pair equal on generated invoices, on PGlite and PostgreSQL. They read the `invoices` table by its own name,
 * so a query that uses them selects from `invoices` (not an alias of it).
 */
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { adjustmentNotes } from './adjustment-notes.table';
import { invoices, payments } from './invoices.table';

/*
 * Each value fragment is wrapped once more in `sql`: drizzle writes the columns of a one-table select's own
 * SQL field unqualified, and `invoice_id = id` inside the subquery would then read the payment's id. Columns
 * of a nested fragment keep their table.
 */
const adjustedSubquery = sql`coalesce((select sum(${adjustmentNotes.applied}) from ${adjustmentNotes} where ${adjustmentNotes.invoiceId} = ${invoices.id}), 0)`;
const appliedSubquery = sql`(coalesce((select sum(${payments.amount}) from ${payments} where ${payments.invoiceId} = ${invoices.id}), 0) + ${adjustedSubquery})`;

/** What the invoice's adjustment notes took off its balance (decision 031). Twin: `adjustedOf` (shared/ledger.ts). */
export const adjustedSql = sql<number>`${adjustedSubquery}`.mapWith(Number);

/**
 * Amount applied: the sum of the invoice's payments and of what its adjustment notes took off its balance
 * (decision 031). Twin: `appliedOf` (shared/ledger.ts).
 */
export const appliedSql = sql<number>`${appliedSubquery}`.mapWith(Number);

/** What is still owed; negative when overpaid. Twin: `balanceOf` (shared/ledger.ts). */
export const balanceSql = sql<number>`(${invoices.total} - ${appliedSubquery})`.mapWith(Number);

/** Paid in full: a total above zero, all of it applied. Twin: `isPaidInFull` (shared/ledger.ts). */
export const paidInFullSql: SQL = sql`(${invoices.total} > 0 and ${appliedSubquery} >= ${invoices.total})`;

/** The client was sent it: an e-mail went out, or they opened its link. Twin: `delivery !== null` (shared/invoice-states.ts). */
const sentSql = or(isNotNull(invoices.lastSent), isNotNull(invoices.seenAt))!;

/**
 * An issued invoice: sent, seen or a cash visit's, and not cancelled — what a client owes on, what statements
 * and credit read. Twin: `isIssued` (shared/invoice-states.ts).
 */
export const issuedInvoiceSql: SQL = and(isNull(invoices.cancelledAt), or(sentSql, eq(invoices.cash, true)))!;

/** A draft: never sent, not a cash visit's, not cancelled. Twin: `isDraft` (shared/invoice-states.ts). */
export const draftInvoiceSql: SQL = and(
  isNull(invoices.cancelledAt),
  eq(invoices.cash, false),
  isNull(invoices.lastSent),
  isNull(invoices.seenAt),
)!;
