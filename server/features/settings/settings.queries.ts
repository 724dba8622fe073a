import { and, eq } from 'drizzle-orm';
import type { InvoiceConfig } from '../../../shared/api/invoices';
import type { GeneralSettings } from '../../../shared/api/settings';
import type { Db } from '../../db/client';
import { uploads } from '../uploads/uploads.table';
import { settings } from './settings.table';

export type SettingsRow = typeof settings.$inferSelect;

/** Where the logo is served; the `v` changes with the file, so a browser never shows an old logo. */
export const logoPath = '/api/settings/logo';

/** The business's one settings row, with its logo's upload if that upload is complete. */
export async function findSettings(db: Db): Promise<{ row: SettingsRow; logo: { id: string; storagePath: string } | null }> {
  const [found] = await db
    .select({ row: settings, logoId: uploads.id, logoPath: uploads.storagePath })
    .from(settings)
    .leftJoin(uploads, and(eq(uploads.id, settings.logoUploadId), eq(uploads.complete, true)))
    .where(eq(settings.id, 1));
  if (!found) throw new Error('The settings row is missing (migration 0006 inserts it).');
  return { row: found.row, logo: found.logoId && found.logoPath ? { id: found.logoId, storagePath: found.logoPath } : null };
}

const logoUrl = (logo: { id: string } | null) => (logo ? `${logoPath}?v=${logo.id.slice(0, 8)}` : null);

/** The business as invoices and statements print it. */
function printed(row: SettingsRow, logo: { id: string } | null): InvoiceConfig {
  return {
    business_name: row.businessName,
    legal_name: row.legalName,
    abn: row.abn,
    gst_registered: row.gstRegistered,
    address: row.address,
    phone: row.phone,
    email: row.email,
    logo: logoUrl(logo),
    header_title: row.headerTitle,
    header_content: row.headerContent,
    footer_title: row.footerTitle,
    footer_content: row.footerContent,
    account_name: row.accountName,
    bsb: row.bsb,
    account_number: row.accountNumber,
  };
}

export async function findGeneralSettings(db: Db): Promise<GeneralSettings> {
  const { row, logo } = await findSettings(db);
  return {
    ...printed(row, logo),
    state: row.state,
    default_terms: row.defaultTerms,
    reminder_days: row.reminderDays,
    notice_days: row.noticeDays,
    warning_days: row.warningDays,
    late_check_in_minutes: row.lateCheckInMinutes,
    next_invoice_number: row.nextInvoiceNumber,
    min_invoice_number: row.lastInvoiceNumber + 1,
  };
}

/** What an invoice or statement prints about the business (a name even before one is set), and the logo's file. */
export async function findInvoiceConfig(db: Db): Promise<InvoiceConfig & { logoFile: string | null; defaultTerms: number }> {
  const { row, logo } = await findSettings(db);
  return {
    ...printed(row, logo),
    business_name: row.businessName || 'CleanUp',
    logoFile: logo?.storagePath ?? null,
    defaultTerms: row.defaultTerms,
  };
}
/** The pace of auto-remind, in days. */
export async function reminderDays(db: Db): Promise<{ reminder: number; notice: number; warning: number }> {
  const { row } = await findSettings(db);
  return { reminder: row.reminderDays, notice: row.noticeDays, warning: row.warningDays };
}

/** Minutes after its due time a visit may go without a check-in before it is late (docs/decisions/035). */
export async function lateCheckInMinutes(db: Db): Promise<number> {
  const { row } = await findSettings(db);
  return row.lateCheckInMinutes;
}
