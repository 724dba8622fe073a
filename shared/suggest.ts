/**
 * Finding the best suggestion for a bank line among many candidates, fast: invoices indexed by balance, number
 * and the words of their client's name, so 5,000 lines against 20,000 invoices weigh only the plausible pairs.
 * The weighing itself is shared/matching.ts.
 */
import type { IsoDate } from './dates';
import { groupAddingUp, maxGroupInvoices, type SearchBudget, searchSteps } from './invoice-groups';
import type { Cents } from './money';
import {
  type BankLineFacts,
  type ExpenseFacts,
  expenseMatch,
  invoiceGroupMatch,
  invoiceMatch,
  nameIn,
  nameWords,
  numbersIn,
  type OpenInvoice,
  type RuleFacts,
  ruleMatch,
  type Suggestion,
  suggestFrom,
  wordsOf,
} from './matching';
import { type VendorInvoiceFacts, vendorInvoiceMatch } from './vendor-invoice-matching';

export type InvoiceIndex = {
  byBalance: Map<Cents, OpenInvoice[]>;
  byNumber: Map<number, OpenInvoice>;
  byClient: Map<number, OpenInvoice[]>;
  byWord: Map<string, Set<number>>;
};

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function indexInvoices(invoices: readonly OpenInvoice[]): InvoiceIndex {
  const index: InvoiceIndex = { byBalance: new Map(), byNumber: new Map(), byClient: new Map(), byWord: new Map() };
  for (const invoice of invoices) {
    if (invoice.balance <= 0) continue;
    push(index.byBalance, invoice.balance, invoice);
    index.byNumber.set(invoice.number, invoice);
    push(index.byClient, invoice.clientId, invoice);
  }
  for (const list of index.byClient.values()) {
    list.sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.number - b.number);
    for (const word of nameWords(list[0].clientName)) {
      const clients = index.byWord.get(word) ?? new Set();
      clients.add(list[0].clientId);
      index.byWord.set(word, clients);
    }
  }
  return index;
}

/** The description as a payer reads: its words without numbers (references change, the account name does not). */
export const payerKey = (description: string) =>
  wordsOf(description)
    .filter((w) => !/\d/.test(w))
    .join(' ');

export type IncomingContext = {
  /** payerKey → the client whose invoices that payer settled before. */
  payers: ReadonlyMap<string, number>;
  /** Invoices dismissed for this line. */
  dismissed: ReadonlySet<number>;
};

/**
 * A word of more clients' names than this does not point at a client ("CLEANING", "DENTAL"): it still counts
 * for a client found otherwise, but finds none by itself.
 */
const commonWord = 20;

/** The longest run of a client's oldest invoices weighed as one payment (a client catching up on all it owes). */
const maxRunInvoices = 30;

/**
 * The groups of one client's invoices (oldest first) a line's amount may pay: the set of up to 8 that adds up,
 * preferring the invoices the line quotes, then the oldest; and a longer run of the oldest that adds up.
 */
function groupsOf(invoices: readonly OpenInvoice[], amount: Cents, quoted: ReadonlySet<number>, budget: SearchBudget): OpenInvoice[][] {
  const groups: OpenInvoice[][] = [];
  const found = groupAddingUp(invoices, amount, quoted, budget);
  if (found) groups.push(found);
  let sum = 0;
  for (let i = 0; i < Math.min(invoices.length, maxRunInvoices) && sum < amount; i++) {
    sum += invoices[i].balance;
    if (sum === amount && i >= maxGroupInvoices) groups.push(invoices.slice(0, i + 1));
  }
  return groups;
}

/**
 * The clients whose invoices may add up to a line, likeliest first, since their searches share one budget: those
 * whose numbers it quotes, the payer seen before, then those it names whole, then most of. A group of any other
 * client reaches 50 at most (the sum and the date), below what is shown, so it is not searched for.
 */
function groupClients(
  line: BankLineFacts,
  index: InvoiceIndex,
  found: { quotedClients: ReadonlySet<number>; clients: ReadonlySet<number>; payerClient: number | undefined },
): number[] {
  const rank = new Map<number, number>();
  for (const client of new Set([...found.quotedClients, ...found.clients])) {
    const name = index.byClient.get(client)?.[0]?.clientName;
    if (name === undefined) continue;
    const named = nameIn(line.description, name);
    const order = found.quotedClients.has(client) ? 0 : client === found.payerClient ? 1 : named === 'all' ? 2 : named === 'most' ? 3 : -1;
    if (order >= 0) rank.set(client, order);
  }
  return [...rank.keys()].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
}

/** The surer of two suggestions, from `suggestFrom`; the first on a tie. */
export const better = (a: Suggestion | null, b: Suggestion | null) =>
  b && b.confidence >= suggestFrom && (!a || b.confidence > a.confidence) ? b : a;

/** The best invoice (or group of one client's invoices) for an incoming line, from `suggestFrom`; null when none. */
export function suggestForIncoming(line: BankLineFacts, index: InvoiceIndex, context: IncomingContext): Suggestion | null {
  if (line.amount <= 0) return null;
  const allowed = (invoice: OpenInvoice) => !context.dismissed.has(invoice.id);
  const payerClient = context.payers.get(payerKey(line.description));
  const clients = new Set<number>(payerClient === undefined ? [] : [payerClient]);
  for (const word of wordsOf(line.description)) {
    const named = index.byWord.get(word);
    if (named && named.size <= commonWord) for (const client of named) clients.add(client);
  }
  const quoted = numbersIn(line.description);
  const singles = new Set<OpenInvoice>(index.byBalance.get(line.amount) ?? []);
  // A client whose invoice numbers the line quotes may have paid several of them, named or not.
  const quotedClients = new Set<number>();
  for (const number of quoted) {
    const invoice = index.byNumber.get(number);
    if (!invoice) continue;
    singles.add(invoice);
    quotedClients.add(invoice.clientId);
  }
  for (const client of clients) for (const invoice of index.byClient.get(client) ?? []) singles.add(invoice);

  let best: Suggestion | null = null;
  const sameBalance = (index.byBalance.get(line.amount) ?? []).filter(allowed).length;
  for (const invoice of [...singles].filter(allowed)) {
    const match = invoiceMatch(line, invoice, { sameBalance, knownPayer: payerClient === invoice.clientId });
    best = better(best, { kind: 'invoices', invoices: [{ id: invoice.id, amount: line.amount }], ...match });
  }
  const budget = { steps: searchSteps };
  for (const client of groupClients(line, index, { quotedClients, clients, payerClient })) {
    for (const group of groupsOf((index.byClient.get(client) ?? []).filter(allowed), line.amount, quoted, budget)) {
      const match = invoiceGroupMatch(line, group, { knownPayer: payerClient === client });
      best = better(best, { kind: 'invoices', invoices: group.map((i) => ({ id: i.id, amount: i.balance })), ...match });
    }
  }
  return best;
}

export type CandidateExpense = ExpenseFacts & { id: number };
/** A read receipt or bill on no expense yet: what it was found to say. */
export type CandidateDocument = {
  id: number;
  amount: Cents;
  date: IsoDate | null;
  vendorName: string | null;
  vendorId: number | null;
  vendorGst: boolean;
};

/**
 * The best expense for an outgoing line (the candidates are those of its amount), a read receipt's new expense,
 * a contractor's unpaid vendor invoice, or a rule's.
 */
export function suggestForOutgoing(
  line: BankLineFacts,
  expenses: readonly CandidateExpense[],
  rules: readonly (RuleFacts & { vendorId: number | null; categoryId: number | null; businessUse: number; gst: boolean })[],
  dismissed: {
    expenses: ReadonlySet<number>;
    rules: ReadonlySet<number>;
    documents?: ReadonlySet<number>;
    vendorInvoices?: ReadonlySet<number>;
  },
  documents: readonly CandidateDocument[] = [],
  vendorInvoices: readonly VendorInvoiceFacts[] = [],
): Suggestion | null {
  if (line.amount >= 0) return null;
  let best: Suggestion | null = null;
  for (const expense of expenses) {
    if (dismissed.expenses.has(expense.id)) continue;
    best = better(best, { kind: 'expense', expense_id: expense.id, ...expenseMatch(line, expense) });
  }
  for (const document of documents) {
    if (dismissed.documents?.has(document.id)) continue;
    // A receipt whose date was not found earns no points for the date.
    const facts = { amount: document.amount, date: document.date ?? '1900-01-01', vendorName: document.vendorName, description: '' };
    const match = expenseMatch(line, facts);
    const reasons = match.reasons.length ? ['A read receipt or bill', ...match.reasons] : [];
    const expense = {
      description: document.vendorName ? `${document.vendorName} receipt` : line.description,
      amount: document.amount,
      gst: document.vendorGst,
      business_use: 100,
      category_id: null,
      vendor_id: document.vendorId,
    };
    best = better(best, { kind: 'document', document_id: document.id, expense, confidence: match.confidence, reasons });
  }
  for (const invoice of vendorInvoices) {
    if (dismissed.vendorInvoices?.has(invoice.id)) continue;
    best = better(best, { kind: 'vendor_invoice', vendor_invoice_id: invoice.id, ...vendorInvoiceMatch(line, invoice) });
  }
  for (const rule of rules) {
    if (dismissed.rules.has(rule.id)) continue;
    const expense = {
      description: line.description,
      amount: -line.amount,
      gst: rule.gst,
      business_use: rule.businessUse,
      category_id: rule.categoryId,
      vendor_id: rule.vendorId,
    };
    best = better(best, { kind: 'rule', rule_id: rule.id, expense, ...ruleMatch(line, rule) });
  }
  return best;
}
