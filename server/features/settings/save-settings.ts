import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type generalSettingsInput, logoMaxBytes } from '../../../shared/api/settings';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../platform/types';
import { audit, auditUpdate } from '../audit/audit';
import { beginUpload, deleteUpload } from '../uploads/uploads';
import { findSettings } from './settings.queries';
import { settings } from './settings.table';

type GeneralInput = z.output<typeof generalSettingsInput>;

export const settingsLogoOwnerType = 'settings_logo';

/** Settings → General. The next invoice number may only move past every number already used. */
export async function saveGeneralSettings(db: Db, input: GeneralInput, actor: Actor) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
    if (input.next_invoice_number <= before.lastInvoiceNumber) {
      throw invalid({
        next_invoice_number: [`The next invoice number must be greater than ${before.lastInvoiceNumber}, the last one used.`],
      });
    }
    const columns = {
      businessName: input.business_name,
      legalName: input.legal_name,
      abn: input.abn,
      gstRegistered: input.gst_registered,
      address: input.address,
      ...(input.state !== undefined && { state: input.state }),
      phone: input.phone,
      email: input.email,
      headerTitle: input.header_title,
      headerContent: input.header_content,
      footerTitle: input.footer_title,
      footerContent: input.footer_content,
      accountName: input.account_name,
      bsb: input.bsb,
      accountNumber: input.account_number,
      defaultTerms: input.default_terms,
      reminderDays: input.reminder_days,
      noticeDays: input.notice_days,
      warningDays: input.warning_days,
      ...(input.late_check_in_minutes !== undefined && { lateCheckInMinutes: input.late_check_in_minutes }),
      nextInvoiceNumber: input.next_invoice_number,
    };
    await tx
      .update(settings)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(settings.id, 1));
    await auditUpdate(tx, actor, 'settings', 1, 'Updated the business settings', before, columns);
  });
}

/**
 * Takes the next `count` invoice numbers, consecutive, inside the caller's transaction: the row stays locked
 * until it commits, so invoices made at once get consecutive numbers, and a creation that rolls back gives its
 * numbers back.
 */
export async function takeInvoiceNumbers(db: Db, count: number): Promise<number[]> {
  // In SET, the columns are read as they were: last = the old next + count − 1.
  const [row] = await db
    .update(settings)
    .set({
      nextInvoiceNumber: sql`${settings.nextInvoiceNumber} + ${count}`,
      lastInvoiceNumber: sql`${settings.nextInvoiceNumber} + ${count - 1}`,
    })
    .where(eq(settings.id, 1))
    .returning({ last: settings.lastInvoiceNumber });
  return Array.from({ length: count }, (_, i) => row.last - count + 1 + i);
}

/** Begins the logo's upload (an image); it replaces the old logo at once, which shows until the new one is complete. */
export async function beginLogo(
  db: Db,
  storage: Storage,
  input: { filename: string; size: number },
  createdBy: number,
  actor: Actor,
): Promise<string> {
  const { row } = await findSettings(db);
  let cleanUp = async () => {};
  const id = await db.transaction(async (tx) => {
    const uploadId = await beginUpload(tx, {
      ownerType: settingsLogoOwnerType,
      ownerId: 1,
      createdBy,
      filename: input.filename,
      kind: 'image',
      maxBytes: logoMaxBytes,
      size: input.size,
    });
    await tx.update(settings).set({ logoUploadId: uploadId, updatedAt: new Date() }).where(eq(settings.id, 1));
    if (row.logoUploadId) cleanUp = await deleteUpload(tx, storage, row.logoUploadId);
    await audit(tx, actor, {
      action: 'update',
      subjectType: 'settings',
      subjectId: 1,
      description: `Changed the logo to ${input.filename}`,
    });
    return uploadId;
  });
  await cleanUp();
  return id;
}

export async function removeLogo(db: Db, storage: Storage, actor: Actor) {
  const { row } = await findSettings(db);
  if (!row.logoUploadId) return;
  const logoId = row.logoUploadId;
  const cleanUp = await db.transaction(async (tx) => {
    await tx.update(settings).set({ logoUploadId: null, updatedAt: new Date() }).where(eq(settings.id, 1));
    await audit(tx, actor, { action: 'update', subjectType: 'settings', subjectId: 1, description: 'Removed the logo' });
    return deleteUpload(tx, storage, logoId);
  });
  await cleanUp();
}
