/**
 * What the invoice's and the statement's PDFs are made from, and where they go: the logo made printable, the
 * invoice's PDF from the invoice as the API presents it, and stored PDFs that live exactly as long as the
 * outbox rows that attach them.
 */
import type { IsoDate } from '../../../shared/dates';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orNotFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { transactionThenJobs } from '../../platform/transaction';
import { printableLogo } from '../settings/printable-logo';

export { printableLogo };
import { findInvoiceConfig } from '../settings/settings.queries';
import { invoiceFilename, type PrintedInvoice, renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoices.queries';

/** What sending documents needs: the database, files, the job queue (mail delivery) and the mail settings. */
export type DocumentDeps = { db: Db; storage: Storage; jobs: Jobs; config: Pick<Config, 'smtpUrl' | 'appUrl' | 'mailFrom' | 'timeZone'> };

/** The business's printed details and its logo, for a statement. */
export async function printedBusiness(db: Db, storage: Storage) {
  const { logoFile, defaultTerms, ...config } = await findInvoiceConfig(db);
  return { config, logo: await printableLogo(storage, logoFile) };
}

/** The invoice's PDF as it now is, from the same presented invoice the API answers. */
export async function renderPresentedInvoice(db: Db, storage: Storage, invoice: PrintedInvoice): Promise<Buffer> {
  const { logoFile } = await findInvoiceConfig(db);
  return renderInvoicePdf(invoice, await printableLogo(storage, logoFile));
}

/** `GET /api/invoices/{id}/pdf`: 404 for no such invoice. */
export async function invoicePdf(db: Db, storage: Storage, id: number, today: IsoDate) {
  const invoice = orNotFound(await findInvoice(db, id, today));
  return { pdf: await renderPresentedInvoice(db, storage, invoice), filename: invoiceFilename(invoice) };
}

/** Stores a PDF under a fresh name inside `withStoredFiles`; answers its storage path. */
export type StoreFile = (data: Buffer) => Promise<string>;

/**
 * `transactionThenJobs` for work that stores files for its e-mails: a file stored during the work is removed
 * again unless the transaction commits (then nothing names it), and kept once it did, even when queueing a
 * delivery afterwards fails, because the committed outbox row attaches it. Files are never replaced: an
 * earlier message may still be waiting to be retried with its own.
 */
export async function withStoredFiles<T>(
  deps: Pick<DocumentDeps, 'db' | 'jobs' | 'storage'>,
  work: (tx: Db, jobs: Jobs, store: StoreFile) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  let committed = false;
  // transactionThenJobs sends the queued jobs only after the commit: the first one sent proves it.
  const jobs: Jobs = {
    ...deps.jobs,
    send: async (...job) => {
      committed = true;
      await deps.jobs.send(...job);
    },
  };
  const store: StoreFile = async (data) => {
    const path = deps.storage.newName('.pdf');
    stored.push(path);
    await deps.storage.put(path, data);
    return path;
  };
  try {
    return await transactionThenJobs({ db: deps.db, jobs }, (tx, deferred) => work(tx, deferred, store));
  } catch (error) {
    if (!committed) for (const path of stored) await deps.storage.remove(path);
    throw error;
  }
}
