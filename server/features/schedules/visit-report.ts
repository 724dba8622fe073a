/**
 * The visit report: a complete or invoiced visit as the client
 * reads it, rendered as a PDF, and e-mailed through the outbox with that PDF attached. Who may read it is
 * who may open the visit; who may e-mail it is decided in docs/decisions/008-visit-report.md.
 */

import type { Sent } from '../../../shared/api/recipients';
import { type VisitReport, noReportMessage } from '../../../shared/api/visit-report';
import { hasReport } from '../../../shared/schedule-state';
import { mayEmailVisitReport } from '../../../shared/policies';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, orNotFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { transactionThenJobs } from '../../platform/transaction';
import { contactsWithEmail } from '../clients/contacts.queries';
import { recipientAddresses } from '../clients/recipients';
import { queueMail } from '../mail/send-mail';
import { printableLogo } from '../settings/printable-logo';
import { findInvoiceConfig } from '../settings/settings.queries';
import { type ScheduleContext, type VisitViewer, visitViewerOf } from './schedule-context';
import { completePhotos, findUserSchedule } from './user-schedules.queries';
import { auditVisit, loadVisit } from './visit-access';
import { type ReportPhoto, renderVisitReportPdf, reportDate, reportFilename } from './visit-report-pdf';
import { thumbnailOf } from './visit-photos';

/** A report prints at most this many photos: 400 px JPEGs of ≈40 KB each keep the attachment under ≈2 MB. */
const pdfPhotoLimit = 48;

/** The report goes to the client's contacts that have an e-mail. */
async function recipientsOf(db: Db, clientId: number) {
  return (await contactsWithEmail(db, clientId)).map(({ id, name, email, type }) => ({ id, name, email, type }));
}

/** `GET /api/schedule/{id}/report`: 404 when the viewer may not open the visit, 422 before it is done. */
export async function findVisitReport(db: Db, id: number, viewer: VisitViewer): Promise<VisitReport> {
  const visit = orNotFound(await findUserSchedule(db, id, viewer));
  if (!hasReport(visit.state.state)) throw new HttpError(422, noReportMessage);
  const mayEmail = mayEmailVisitReport(viewer);
  return {
    id: visit.id,
    client_id: visit.client_id,
    client_name: visit.client_name,
    address: visit.address?.readable ?? null,
    task_group_name: visit.task_group_name,
    state: visit.state.state,
    due_at: visit.due_at,
    due_date: visit.due_date,
    completed_at: visit.completed_at,
    users: visit.users,
    check_in: visit.check_in,
    check_out: visit.check_out,
    presence_flags: visit.presence_flags,
    tasks: visit.tasks.map((task) => ({
      id: task.id,
      name: task.name,
      quantity: task.quantity,
      consumable: task.consumable,
      complete: task.complete,
      paused: task.paused,
      pause_to: task.pause_to,
    })),
    notes: visit.notes,
    photos: visit.assets.map((photo) => ({
      id: photo.id,
      name: photo.name,
      thumbnail: photo.thumbnail,
      path: photo.path,
      taken_at: photo.taken_at,
    })),
    recipients: mayEmail ? await recipientsOf(db, visit.client_id) : [],
    may_email: mayEmail,
  };
}

/** The business's name for the heading: the display name it sends mail as ("CleanUp <no-reply@…>"). */
export function businessNameOf(mailFrom: string) {
  return /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom)?.[1]?.trim() || 'CleanUp';
}

/** The visit's finished photos as thumbnails (made now if never asked for), in taken order. */
async function photosOf(db: Db, storage: Storage, visitId: number): Promise<{ photos: ReportPhoto[]; more: number }> {
  const rows = await completePhotos(db, [visitId]);
  const photos: ReportPhoto[] = [];
  for (const row of rows.slice(0, pdfPhotoLimit)) {
    if (!row.original) continue;
    // A photo whose file cannot be read is left out; the report still goes.
    const path = await thumbnailOf(db, storage, row, row.original);
    const image = path && (await storage.read(path).catch(() => null));
    if (image) photos.push({ name: row.name, takenAt: row.takenAt.toISOString(), image });
  }
  return { photos, more: Math.max(0, rows.length - pdfPhotoLimit) };
}

export type ReportDeps = { db: Db; storage: Storage; jobs: Jobs; config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'timeZone'> };

/** The report as the business sends it: headed, as its invoices are, with its name and logo from Settings. */
export async function visitReportPdf(deps: ReportDeps, report: VisitReport) {
  const { photos, more } = await photosOf(deps.db, deps.storage, report.id);
  const { business_name, logoFile } = await findInvoiceConfig(deps.db);
  const pdf = await renderVisitReportPdf({
    report,
    businessName: business_name,
    logo: await printableLogo(deps.storage, logoFile),
    timeZone: deps.config.timeZone,
    photos,
    morePhotos: more,
  });
  return { pdf, filename: reportFilename(report) };
}

/**
 * `POST /api/schedule/{id}/report`: 404 and the state come before the recipients, so nobody learns from a
 * 422 that a visit exists. The PDF is stored first (the outbox row names its file); the outbox row and the
 * audit commit together, and the delivery job is queued only after that commit.
 */
export async function emailVisitReport(deps: ReportDeps, id: number, body: unknown, context: ScheduleContext): Promise<Sent> {
  const report = await findVisitReport(deps.db, id, visitViewerOf(context));
  const to = await recipientAddresses(deps.db, report.client_id, body);

  const { pdf, filename } = await visitReportPdf(deps, report);
  const storagePath = deps.storage.newName('.pdf');
  await deps.storage.put(storagePath, pdf);
  try {
    await transactionThenJobs(deps, async (tx, jobs) => {
      const loaded = await loadVisit(tx, id, context);
      const date = reportDate(report.due_date);
      await queueMail(tx, jobs, deps.config, {
        to,
        subject: `Visit report: ${report.client_name} on ${date}`,
        text: [
          'Hello,',
          '',
          `Please find attached the report of our visit to ${report.client_name} on ${date}${report.task_group_name ? ` (${report.task_group_name})` : ''}.`,
          '',
          'Kind regards,',
          businessNameOf(deps.config.mailFrom),
        ].join('\n'),
        attachments: [{ filename, storagePath, contentType: 'application/pdf' }],
      });
      await auditVisit(tx, loaded, context, 'e-mailed the report of', { to }, ` to ${to.join(', ')}`);
    });
  } catch (error) {
    await deps.storage.remove(storagePath);
    throw error;
  }
  return { message: `Report sent to ${to.length} recipient${to.length === 1 ? '' : 's'}.`, to };
}
