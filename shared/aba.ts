/**
 * The ABA (Cemtex, BECS direct entry) file a bank takes for a batch of payments: 120-character records, a
 * descriptive record (type 0), one detail record (type 1) per payment, and a file total record (type 7),
 * each line ended by CRLF. Layout as the APCA BECS procedures give it (and every Australian bank's "ABA file
 * format" guide repeats); positions below are 1-based as there. Pure: the pay run passes in everything.
 */
import type { IsoDate } from './dates';
import type { Cents } from './money';
import { isValidBsb, normaliseBsb } from './validation';

export type AbaHeader = {
  /** The bank's three-letter abbreviation (CBA, WBC, NAB, ANZ…). */
  bankAbbreviation: string;
  /** The account holder's name as the bank knows the APCA user (26 characters kept). */
  userName: string;
  /** Six digits, issued by the bank. */
  apcaUserId: string;
  /** Shown on the payees' statements (12 characters kept), e.g. CONTRACTORS. */
  description: string;
  /** The day the bank is to process the file. */
  processOn: IsoDate;
};

/** The business's account: the trace account of every line (returns go there) and the balancing debit. */
export type AbaRemitter = { bsb: string; account: string; name: string };

export type AbaCredit = {
  bsb: string;
  account: string;
  /** The payee's account name (32 characters kept). */
  accountTitle: string;
  /** Cents transferred, above 0. */
  amount: Cents;
  /** On the payee's statement (18 characters kept), e.g. the week paid. */
  reference: string;
  /** Cents withheld from this payment (no-ABN withholding), reported in the line; 0 when none. */
  withholding?: Cents;
};

export type AbaFile = {
  header: AbaHeader;
  remitter: AbaRemitter;
  credits: readonly AbaCredit[];
  /** Add the self-balancing debit from the remitter's account that some banks require. */ balance?: boolean;
};

/** Transaction codes (BECS): 50 is a general credit, 13 an externally initiated debit. */
const creditCode = '50';
const debitCode = '13';
/** Ten digits of cents: $99,999,999.99 is the most one field holds. */
const maxAmount = 9_999_999_999;

/** BECS allows letters, digits, space and a few marks; anything else (accents, emoji, tabs) becomes a space. */
function becsText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 &'()*+,\-./:;?^_`{}~!"#$%@[\]\\|<=>]/g, ' ');
}

const left = (value: string, width: number) => becsText(value).slice(0, width).padEnd(width, ' ');
const blank = (width: number) => ' '.repeat(width);
const zeros = (value: number, width: number) => String(value).padStart(width, '0');

function bsbField(value: string): string {
  if (!isValidBsb(value)) throw new RangeError(`Not a BSB: ${value}`);
  const digits = normaliseBsb(value);
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** Up to nine characters, right-justified with blanks; digits, with hyphens or letters as some banks print them. */
function accountField(value: string): string {
  const clean = value.replace(/\s/g, '');
  if (!/^[A-Za-z0-9-]{1,9}$/.test(clean)) throw new RangeError(`Not an account number: ${value}`);
  return clean.padStart(9, ' ');
}

function amountField(cents: Cents, width = 10): string {
  if (!Number.isInteger(cents) || cents < 0 || cents > maxAmount) throw new RangeError(`Not an amount for the file: ${cents}`);
  return zeros(cents, width);
}

const ddmmyy = (date: IsoDate) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;

export function descriptiveRecord(header: AbaHeader): string {
  if (!/^\d{6}$/.test(header.apcaUserId)) throw new RangeError('The APCA user id must be 6 digits.');
  if (!/^[A-Za-z]{3}$/.test(header.bankAbbreviation)) throw new RangeError('The bank abbreviation must be 3 letters.');
  return [
    '0', // 1
    blank(17), // 2–18
    '01', // 19–20 reel sequence number
    header.bankAbbreviation.toUpperCase(), // 21–23
    blank(7), // 24–30
    left(header.userName, 26), // 31–56
    header.apcaUserId, // 57–62
    left(header.description, 12), // 63–74
    ddmmyy(header.processOn), // 75–80
    blank(40), // 81–120
  ].join('');
}

export function detailRecord(line: AbaCredit, remitter: AbaRemitter, code = creditCode): string {
  return [
    '1', // 1
    bsbField(line.bsb), // 2–8
    accountField(line.account), // 9–17
    ' ', // 18 indicator: none
    code, // 19–20
    amountField(line.amount), // 21–30
    left(line.accountTitle, 32), // 31–62
    left(line.reference, 18), // 63–80
    bsbField(remitter.bsb), // 81–87 trace BSB
    accountField(remitter.account), // 88–96 trace account
    left(remitter.name, 16), // 97–112 remitter
    amountField(line.withholding ?? 0, 8), // 113–120 withholding tax
  ].join('');
}

export function totalRecord(credit: Cents, debit: Cents, count: number): string {
  return [
    '7', // 1
    '999-999', // 2–8
    blank(12), // 9–20
    amountField(Math.abs(credit - debit)), // 21–30 net
    amountField(credit), // 31–40 credits
    amountField(debit), // 41–50 debits
    blank(24), // 51–74
    zeros(count, 6), // 75–80 detail records
    blank(40), // 81–120
  ].join('');
}

export type AbaTotals = { credit: Cents; debit: Cents; net: Cents; count: number };

/** The whole file, CRLF after every record. Throws a RangeError for a field the bank would refuse. */
export function buildAba(file: AbaFile): { text: string; totals: AbaTotals } {
  const credits = file.credits.filter((line) => line.amount > 0);
  const lines = credits.map((line) => detailRecord(line, file.remitter));
  const credit = credits.reduce((sum, line) => sum + line.amount, 0);
  let debit = 0;
  if (file.balance && credit > 0) {
    debit = credit;
    lines.push(
      detailRecord(
        {
          bsb: file.remitter.bsb,
          account: file.remitter.account,
          accountTitle: file.remitter.name,
          amount: debit,
          reference: file.header.description,
        },
        file.remitter,
        debitCode,
      ),
    );
  }
  amountField(credit);
  const records = [descriptiveRecord(file.header), ...lines, totalRecord(credit, debit, lines.length)];
  return { text: records.map((r) => `${r}\r\n`).join(''), totals: { credit, debit, net: Math.abs(credit - debit), count: lines.length } };
}
