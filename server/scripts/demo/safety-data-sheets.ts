/**
 * The demo's shared documents: the safety data sheets of the chemicals the cleaners carry, as the office keeps
 * them for everyone. A sheet is reviewed every five years; two are past their date, so Expired shows.
 */
import { sql } from 'drizzle-orm';
import { sharedDocumentMaxBytes } from '../../../shared/api/shared-documents';
import { addDays, type IsoDate, instantOf } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { sharedDocumentsOwnerType } from '../../features/shared-documents/save-shared-document';
import { sharedDocuments } from '../../features/shared-documents/shared-documents.table';
import { uploads } from '../../features/uploads/uploads.table';
import type { Storage } from '../../platform/storage';
import { renderSafetyDataSheet } from './expense-files';
import { storedUpload } from './stored-upload';

type Sheet = { product: string; subject: string; supplier: string; hazards: string; firstAid: string; expiresInDays: number | null };

const sheets: Sheet[] = [
  {
    product: 'Sodium hypochlorite bleach 4%',
    subject: 'Bleach 5 L',
    supplier: 'Jasol Australia',
    hazards: 'Causes skin irritation and serious eye damage. Never mix with acids or ammonia.',
    firstAid: 'Eyes: rinse with water for 15 minutes. Skin: wash with plenty of water.',
    expiresInDays: 900,
  },
  {
    product: 'Glass and mirror cleaner',
    subject: 'Glass cleaner 5 L',
    supplier: 'Jasol Australia',
    hazards: 'Not classified as hazardous.',
    firstAid: 'Eyes: rinse with water. If swallowed, give a glass of water.',
    expiresInDays: 1_400,
  },
  {
    product: 'Neutral floor cleaner',
    subject: 'Floor cleaner 20 L',
    supplier: 'Jasol Australia',
    hazards: 'May cause mild eye irritation.',
    firstAid: 'Eyes: rinse with water for 15 minutes.',
    expiresInDays: 610,
  },
  {
    product: 'Acidic toilet bowl cleaner',
    subject: 'Toilet cleaner 1 L',
    supplier: 'Agar Cleaning Systems',
    hazards: 'Causes severe skin burns and eye damage. Corrosive.',
    firstAid: 'Skin: remove contaminated clothing and rinse for 15 minutes. Call 13 11 26.',
    expiresInDays: -40,
  },
  {
    product: 'Quaternary ammonium disinfectant',
    subject: 'Hospital-grade disinfectant',
    supplier: 'Whiteley Corporation',
    hazards: 'Harmful if swallowed. Causes eye irritation.',
    firstAid: 'If swallowed, rinse mouth; do not induce vomiting. Call 13 11 26.',
    expiresInDays: 1_100,
  },
  {
    product: 'Heavy-duty degreaser',
    subject: 'Kitchen degreaser 5 L',
    supplier: 'Agar Cleaning Systems',
    hazards: 'Causes skin and eye irritation. Alkaline.',
    firstAid: 'Eyes: rinse with water for 15 minutes. Skin: wash with soap and water.',
    expiresInDays: 45,
  },
  {
    product: 'Stainless steel polish (aerosol)',
    subject: 'Lift and appliance polish',
    supplier: 'Jasol Australia',
    hazards: 'Extremely flammable aerosol. Pressurised container.',
    firstAid: 'If inhaled, move to fresh air.',
    expiresInDays: null,
  },
  {
    product: 'Carpet extraction shampoo',
    subject: 'Carpet extractor',
    supplier: 'Kennards Hire',
    hazards: 'Not classified as hazardous.',
    firstAid: 'Eyes: rinse with water.',
    expiresInDays: 1_600,
  },
  {
    product: 'Antibacterial hand soap',
    subject: 'Washroom refills',
    supplier: 'Jasol Australia',
    hazards: 'Not classified as hazardous.',
    firstAid: 'Eyes: rinse with water.',
    expiresInDays: -210,
  },
  {
    product: 'Oven and grill cleaner',
    subject: 'Kitchen deep clean',
    supplier: 'Agar Cleaning Systems',
    hazards: 'Causes severe skin burns and eye damage. Contains sodium hydroxide.',
    firstAid: 'Skin: rinse for 15 minutes and seek medical advice. Call 13 11 26.',
    expiresInDays: 300,
  },
  {
    product: 'Graffiti remover',
    subject: 'External walls',
    supplier: 'Whiteley Corporation',
    hazards: 'Flammable liquid and vapour. May cause drowsiness.',
    firstAid: 'If inhaled, move to fresh air and keep at rest.',
    expiresInDays: 1_000,
  },
  {
    product: 'Stone floor sealer',
    subject: 'Foyer floors',
    supplier: 'Agar Cleaning Systems',
    hazards: 'May cause an allergic skin reaction.',
    firstAid: 'Skin: wash with soap and water.',
    expiresInDays: 1_250,
  },
];

/** Stores each sheet's PDF as a finished upload and lists it; returns how many. */
export async function seedSafetyDataSheets({
  db,
  storage,
  today,
  timeZone,
  uploaderId,
}: {
  db: Db;
  storage: Storage;
  today: IsoDate;
  timeZone: string;
  uploaderId: number;
}): Promise<number> {
  const files = await Promise.all(
    sheets.map((sheet, i) => renderSafetyDataSheet({ ...sheet, issued: addDays(today, (sheet.expiresInDays ?? 900) - 5 * 365 - i) })),
  );
  for (const [i, sheet] of sheets.entries()) {
    const addedAt = instantOf(addDays(today, -300 + i * 23), timeZone, '10:15');
    const filename = `sds-${sheet.product.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    const upload = await storedUpload(
      storage,
      { ownerType: sharedDocumentsOwnerType, kind: 'pdf_or_image', maxBytes: sharedDocumentMaxBytes, ownerId: 0, createdBy: uploaderId },
      { filename, contentType: 'application/pdf', bytes: files[i], at: addedAt },
    );
    await db.insert(uploads).values(upload);
    const [row] = await db
      .insert(sharedDocuments)
      .values({
        ownerId: uploaderId,
        name: 'msds',
        description: `${sheet.product} safety data sheet`,
        subject: sheet.subject,
        expiresAt: sheet.expiresInDays === null ? null : addDays(today, sheet.expiresInDays),
        uploadId: upload.id,
        createdAt: addedAt,
      })
      .returning({ id: sharedDocuments.id });
    await db
      .update(uploads)
      .set({ ownerId: row.id })
      .where(sql`${uploads.id} = ${upload.id}`);
  }
  return sheets.length;
}
