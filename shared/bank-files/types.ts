/**
 * Bank files (docs/domain.md "Bank transactions"): what every parser gives back. Pure, so the import, its tests
 * and the benchmark read a file the same way.
 */
import type { IsoDate } from '../dates';
import type { Cents } from '../money';

export const bankFormats = ['ofx', 'qif', 'camt053', 'csv_cba', 'csv_anz', 'csv_westpac', 'csv_nab', 'csv'] as const;
export type BankFormat = (typeof bankFormats)[number];

/** One line of a statement: incoming positive, outgoing negative; `line` is where it starts in the file (1-based). */
export type BankLine = {
  line: number;
  date: IsoDate;
  amount: Cents;
  description: string;
  /** The bank's own id (OFX FITID, CAMT reference): kept, never trusted alone. */
  bankId: string | null;
  /** The account's balance after this line, when the file writes one (a CSV's balance column). */
  balance?: Cents;
};

/** A balance the file states for a day: CAMT.053's opening (OPBD) and closing (CLBD), OFX's ledger balance. */
export type StatedBalance = { date: IsoDate; amount: Cents };
export type FileBalances = { opening?: StatedBalance; closing?: StatedBalance };

/** Where a file's balances and its lines disagree (docs/domain.md "Bank transactions", decision 030). */
export type BalanceBreak = { date: IsoDate; expected: Cents; found: Cents };

export type FileError = { line: number; message: string };

/** A file is read whole or not at all: any error and none of its lines are imported. */
export type ParseResult = { format: BankFormat | null; lines: BankLine[]; errors: FileError[]; balances?: FileBalances };

/** Which column holds what in a CSV the product does not recognise (0-based column numbers). */
export type ColumnMapping = {
  date: number;
  description: number;
  /** Either one signed amount column, or a debit and a credit column. */
  amount?: number;
  debit?: number;
  credit?: number;
  /** The running balance after each line, when the file has one. */
  balance?: number;
  /** How dates are written: day first (Australia, the default) or month first. */
  dateOrder?: 'dmy' | 'mdy';
  /** Rows to skip before the first transaction (a header). */
  skipRows?: number;
};

/** Bank exports are small; anything larger is refused before it is read. */
export const maxBankFileBytes = 20 * 1024 * 1024;
/** A bank line larger than this (in cents, $10 billion) is a corrupt file, not a payment. */
export const maxLineCents = 1_000_000_000_000;
