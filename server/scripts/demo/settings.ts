/**
 * The demo business as Settings → General has it: its name, ABN, contact details, invoice texts, bank details
 * and a logo, so the demo's invoices, statements and the client's invoice page print like a real business's.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { logoMaxBytes } from '../../../shared/api/settings';
import type { Db } from '../../db/client';
import { settingsLogoOwnerType } from '../../features/settings/save-settings';
import { settings } from '../../features/settings/settings.table';
import { uploads } from '../../features/uploads/uploads.table';
import type { Storage } from '../../platform/storage';
import { storedUpload } from './stored-upload';

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="200" viewBox="0 0 720 200">
<rect width="720" height="200" fill="#ffffff"/>
<circle cx="100" cy="100" r="78" fill="#1c7ed6"/>
<path d="M100 42 L114 86 L158 100 L114 114 L100 158 L86 114 L42 100 L86 86 Z" fill="#ffffff"/>
<circle cx="140" cy="58" r="9" fill="#a5d8ff"/>
<text x="200" y="98" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#1b2a41">Harbour City</text>
<text x="202" y="148" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" letter-spacing="6" fill="#1c7ed6">COMMERCIAL CLEANING</text>
</svg>`;

export const demoBusiness = {
  businessName: 'Harbour City Commercial Cleaning',
  legalName: 'Harbour City Cleaning Services Pty Ltd',
  abn: '53004085260',
  gstRegistered: true,
  address: 'Suite 4, 88 Harris Street\nPyrmont NSW 2009',
  phone: '02 9660 4821',
  email: 'accounts@harbourcityclean.example.com',
  headerTitle: 'Thank you for your business',
  headerContent: 'Cleaning services for the period shown. Questions about this invoice? Call the office on 02 9660 4821.',
  footerTitle: 'How to pay',
  footerContent:
    'By bank transfer to the account shown above, quoting the invoice number. Overdue accounts are reminded after 7 days and may have service suspended.',
  accountName: 'Harbour City Cleaning Services',
  bsb: '062000',
  accountNumber: '10428873',
} as const;

/** Fills in the settings row and stores the logo as a finished upload would. */
export async function seedDemoSettings(db: Db, storage: Storage, createdBy: number): Promise<void> {
  const logo = await sharp(Buffer.from(logoSvg)).png().toBuffer();
  const upload = await storedUpload(
    storage,
    { ownerType: settingsLogoOwnerType, kind: 'image', maxBytes: logoMaxBytes, ownerId: 1, createdBy },
    { filename: 'harbour-city-logo.png', contentType: 'image/png', bytes: logo },
  );
  await db.insert(uploads).values(upload);
  await db
    .update(settings)
    .set({ ...demoBusiness, logoUploadId: upload.id, updatedAt: new Date() })
    .where(eq(settings.id, 1));
}
