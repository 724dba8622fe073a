/**
 * Matching bank lines (docs/domain.md "Bank transactions"): how sure (0–100) the product is that a line settles an
 * invoice, several invoices of one client, or is an expense, and why. Pure, so the job, the tests and the
 * benchmark weigh a pair the same way. Shown from `suggestFrom`, strong from `strongMatch`.
 */
import { daysBetween, type IsoDate } from './dates';
import { type Cents, formatAud } from './money';

export const suggestFrom = 60;
export const strongMatch = 90;

export type Match = { confidence: number; reasons: string[] };

/** What the job keeps on the transaction until it is confirmed or dismissed. */
export type Suggestion = Match &
  (
    | { kind: 'invoices'; invoices: { id: number; amount: Cents }[] }
    | { kind: 'expense'; expense_id: number }
    | { kind: 'rule'; rule_id: number; expense: ProposedExpense }
    | { kind: 'document'; document_id: number; expense: ProposedExpense }
    | { kind: 'vendor_invoice'; vendor_invoice_id: number }
    /** A recorded pay run: the whole batch (`user_id` null) or one payee's row. */
    | { kind: 'pay_run'; week: IsoDate; user_id: number | null }
  );

/** A new expense a rule or a read receipt proposes for an outgoing line. */
export type ProposedExpense = {
  description: string;
  amount: Cents;
  gst: boolean;
  business_use: number;
  category_id: number | null;
  vendor_id: number | null;
};

export type BankLineFacts = { amount: Cents; date: IsoDate; description: string };
export type OpenInvoice = { id: number; number: number; clientId: number; clientName: string; issuedAt: IsoDate; balance: Cents };

/** Words that say nothing about who paid. */
const noise = new Set([
  'PTY',
  'LTD',
  'THE',
  'AND',
  'CO',
  'INC',
  'LIMITED',
  'GROUP',
  'TRUST',
  'DIRECT',
  'CREDIT',
  'DEPOSIT',
  'TRANSFER',
  'PAYMENT',
  'FROM',
  'TO',
  'INV',
  'INVOICE',
  'REF',
  'OSKO',
  'NPP',
  'EFT',
]);

/** A description's words, upper case, without punctuation. */
export const wordsOf = (text: string) =>
  text
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The words of a name that identify it (vendors go by two letters: BP). */
export const nameWords = (name: string, shortest = 3) =>
  wordsOf(name).filter((w) => w.length >= shortest && !noise.has(w) && !/^\d+$/.test(w));

/** Numbers written in a description, as tokens: `INV1042`, `#1042`, `1042` (never inside a longer number). */
export function numbersIn(description: string): Set<number> {
  const numbers = new Set<number>();
  for (const word of wordsOf(description)) {
    const match = /^(?:INV|INVOICE|NO)?0*(\d{1,9})$/.exec(word);
    if (match) numbers.add(Number(match[1]));
  }
  return numbers;
}

/**
 * Numbers the description gives as invoice numbers: after INV or INVOICE(S) (`INV 959`, `INV 887 891 AND 886`),
 * or glued to them or to # (`INV959`, `#959`); a branch's or a reference's number is not one.
 */
export function quotedInvoiceNumbers(description: string): Set<number> {
  const numbers = new Set<number>();
  let listing = false;
  for (const token of description.toUpperCase().split(/[^\p{L}\p{N}#]+/u)) {
    const glued = /^(?:#|INV(?:OICE)?S?#?)0*(\d{1,9})$/.exec(token);
    const plain = /^#?0*(\d{1,9})$/.exec(token);
    if (glued || (plain && listing)) numbers.add(Number((glued ?? plain)![1]));
    listing = Boolean(glued) || /^INV(?:OICE)?S?$/.test(token) || (listing && (Boolean(plain) || token === 'AND'));
  }
  return numbers;
}

/**
 * The word of a description a bank may have cut (it cuts the payer's field at 18 to 20 characters, mid-word):
 * the last word before the numbers and references, when it has at least 3 letters.
 */
const cutWordOf = (words: readonly string[]) => {
  const last = words.filter((w) => !/\d/.test(w) && !noise.has(w)).at(-1);
  return last && last.length >= 3 ? last : null;
};

/**
 * How much of a name is in a description: all of its identifying words, most of them, or too few. A word the bank
 * cut (`SP 80317 COOGEE SAND` for Coogee Sands Strata) counts when it begins a word of the name not otherwise
 * there, and another word of the name is there whole (a cut word alone finds nobody).
 */
export function nameIn(description: string, name: string, shortest = 3): 'all' | 'most' | 'none' {
  const wanted = nameWords(name, shortest);
  if (wanted.length === 0) return 'none';
  const list = wordsOf(description);
  const words = new Set(list);
  let found = wanted.filter((w) => words.has(w)).length;
  const cut = cutWordOf(list);
  if (found >= 1 && cut && !wanted.includes(cut) && wanted.some((w) => w.startsWith(cut) && !words.has(w))) found++;
  if (found === wanted.length) return 'all';
  return found * 2 >= wanted.length && found >= 1 && wanted.length > 1 ? 'most' : 'none';
}

export type InvoiceContext = {
  /** How many open invoices have this line's amount as their balance. */
  sameBalance: number;
  /** The client paid before from an account whose description reads the same. */
  knownPayer: boolean;
};

/**
 * One invoice against an incoming line. Amount: the exact balance 50 (and 10 more when no other open invoice
 * has it); less than the balance 25 when the line quotes the invoice as one (`INV 959`), else 15 (a part
 * payment, counted only with another reason). Number: the invoice
 * number as a token in the description 30. Name: the client's name 20 (most of it 12), or a payer seen before
 * 20. Date: on or after the issue date 5; before it takes 20 off.
 */
export function invoiceMatch(
  line: BankLineFacts,
  invoice: OpenInvoice,
  context: InvoiceContext = { sameBalance: 1, knownPayer: false },
): Match {
  if (line.amount <= 0 || invoice.balance <= 0) return { confidence: 0, reasons: [] };
  let score = 0;
  const reasons: string[] = [];
  let identified = false;
  if (numbersIn(line.description).has(invoice.number)) {
    score += 30;
    identified = true;
    reasons.push(`Invoice ${invoice.number} in the description`);
  }
  const name = nameIn(line.description, invoice.clientName);
  if (name !== 'none') {
    score += name === 'all' ? 20 : 12;
    identified = true;
    reasons.push(`${name === 'all' ? 'Name' : 'Part of the name'} ${invoice.clientName} in the description`);
  } else if (context.knownPayer) {
    score += 20;
    identified = true;
    reasons.push(`${invoice.clientName} paid from this account before`);
  }
  if (line.amount === invoice.balance) {
    score += 50;
    reasons.unshift(`Amount ${formatAud(line.amount)} is the balance`);
    if (context.sameBalance === 1) {
      score += 10;
      reasons.push('The only open invoice of this amount');
    }
  } else if (line.amount < invoice.balance && quotedInvoiceNumbers(line.description).has(invoice.number)) {
    // Paying part of an invoice while quoting it as one is how a part payment reads, named or not.
    score += 25;
    reasons.push(`Part payment of the invoice it quotes (balance ${formatAud(invoice.balance)})`);
  } else if (line.amount < invoice.balance && identified) {
    score += 15;
    reasons.push(`Part of the balance of ${formatAud(invoice.balance)}`);
  } else if (line.amount > invoice.balance) {
    return { confidence: 0, reasons: [] };
  }
  return withIssueDate(score, reasons, invoice.issuedAt, line.date, 'invoice');
}

/**
 * The last weight of a one-to-one match: paid on or after the issue date adds 5, before it takes 20 off (`what` the
 * reason calls the document). The confidence is the score kept within 0 to 100.
 */
export function withIssueDate(score: number, reasons: string[], issuedAt: IsoDate, paidOn: IsoDate, what: string): Match {
  const days = daysBetween(issuedAt, paidOn);
  if (days >= 0) {
    score += 5;
    reasons.push(days === 0 ? 'Paid on the day of issue' : `Paid ${days} day${days === 1 ? '' : 's'} after issue`);
  } else {
    score -= 20;
    reasons.push(`Dated before the ${what} was issued`);
  }
  return { confidence: Math.max(0, Math.min(100, score)), reasons };
}

/**
 * Several invoices of one client whose balances add up exactly to the line: 45 for the sum, the client's name 20
 * (most of it 12, or a payer seen before 20), every invoice's number in the description 45 (some of them: 5 each,
 * up to 20), 5 when dated after every issue.
 */
export function invoiceGroupMatch(
  line: BankLineFacts,
  group: readonly OpenInvoice[],
  context: Pick<InvoiceContext, 'knownPayer'> = { knownPayer: false },
): Match {
  if (group.length < 2 || line.amount <= 0) return { confidence: 0, reasons: [] };
  const sum = group.reduce((s, i) => s + i.balance, 0);
  if (sum !== line.amount || new Set(group.map((i) => i.clientId)).size !== 1) return { confidence: 0, reasons: [] };
  let score = 45;
  const numbers = group.map((i) => i.number);
  const reasons = [`Invoices ${numbers.join(' + ')} add up to ${formatAud(sum)}`];
  const name = nameIn(line.description, group[0].clientName);
  if (name !== 'none' || context.knownPayer) {
    score += name === 'most' ? 12 : 20;
    reasons.push(
      name === 'none' ? `${group[0].clientName} paid from this account before` : `Name ${group[0].clientName} in the description`,
    );
  }
  const written = numbersIn(line.description);
  const found = numbers.filter((n) => written.has(n)).sort((a, b) => a - b);
  if (found.length === group.length) {
    // The line names every invoice it pays, and their balances make its amount: it says what it pays.
    score += 45;
    reasons.push(`Quotes invoices ${found.slice(0, -1).join(', ')} and ${found.at(-1)}`);
  } else if (found.length) {
    score += Math.min(20, found.length * 5);
    reasons.push(`Invoice number${found.length === 1 ? '' : 's'} ${found.join(', ')} in the description`);
  }
  if (group.every((i) => daysBetween(i.issuedAt, line.date) >= 0)) {
    score += 5;
    reasons.push('Paid after every issue date');
  }
  return { confidence: Math.min(100, score), reasons };
}

export type ExpenseFacts = { amount: Cents; date: IsoDate; vendorName: string | null; description: string };

/**
 * An outgoing line against an expense (or a read receipt): the amount must agree to the cent (55); the date adds
 * 25 on the day, 20 within 3 days, 12 within a week, 5 within a month; the vendor's name in the description 20.
 */
export function expenseMatch(line: BankLineFacts, expense: ExpenseFacts): Match {
  if (line.amount >= 0 || -line.amount !== expense.amount) return { confidence: 0, reasons: [] };
  let score = 55;
  const reasons = [`Amount ${formatAud(expense.amount)} agrees`];
  const apart = Math.abs(daysBetween(expense.date, line.date));
  const points = apart === 0 ? 25 : apart <= 3 ? 20 : apart <= 7 ? 12 : apart <= 31 ? 5 : 0;
  if (points) {
    score += points;
    reasons.push(apart === 0 ? 'Same date' : `Dates ${apart} day${apart === 1 ? '' : 's'} apart`);
  }
  if (expense.vendorName && nameIn(line.description, expense.vendorName, 2) !== 'none') {
    score += 20;
    reasons.push(`Vendor ${expense.vendorName} in the description`);
  } else if (nameIn(line.description, expense.description) === 'all') {
    score += 10;
    reasons.push('The description agrees');
  }
  return { confidence: Math.min(100, score), reasons };
}

export type RuleFacts = { id: number; contains: string; confidence: number };

/** A saved rule: the line's description contains its text (case, spacing and punctuation aside): its stated confidence. */
export function ruleMatch(line: BankLineFacts, rule: RuleFacts): Match {
  const wanted = wordsOf(rule.contains).join(' ');
  if (!wanted || !` ${wordsOf(line.description).join(' ')} `.includes(` ${wanted} `)) return { confidence: 0, reasons: [] };
  return { confidence: rule.confidence, reasons: [`Description contains "${rule.contains}" (rule, ${rule.confidence} %)`] };
}
