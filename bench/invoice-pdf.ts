/**
 * `GET /api/invoices/{id}/pdf` as the bookkeeper: one tax invoice of 12 lines, a part payment, the business's
 * details and a 480 × 140 logo, on a database of its own with only the demo's people. Beside it the same
 * work done directly (invoicePdf in server/features/invoices/invoice-documents.ts: findInvoice, then the
 * render), so the figure says how much of the time is pdfkit and how much is HTTP. Target: HTTP p95 ≤ 100 ms.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { todayIn } from '../shared/dates';
import { systemActor } from '../server/features/audit/audit';
import { clients } from '../server/features/clients/clients.table';
import { invoicePdf } from '../server/features/invoices/invoice-documents';
import { payments } from '../server/features/invoices/invoices.table';
import { addLine, createInvoice } from '../server/features/invoices/save-invoice';
import { settings } from '../server/features/settings/settings.table';
import { uploads } from '../server/features/uploads/uploads.table';
import { findUserByEmail } from '../server/features/users/users.queries';
import { randomToken } from '../server/platform/crypto';
import { seedDemo } from '../server/scripts/seed';
import { demoPassword } from '../server/scripts/demo/people';
import { createHttp, getOk, signIn } from './http-client';
import { measurePaired } from './stats';
import { formatTable, kb, pairedColumns, pairedRow } from './table';
import { type DatabaseKind, startTarget, type Target } from './target';

export const invoicePdfTargetMs = 100;
const rounds = { warmup: 10, measured: 100 };

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="140"><rect width="140" height="140" rx="28" fill="#0b7285"/>
<text x="165" y="88" font-size="56" font-family="sans-serif" font-weight="bold" fill="#0b7285">Sparkle</text></svg>`;

/** The business with its logo (stored as a complete upload, as Settings → General leaves it), a client, and the invoice. */
async function invoiceToPrint(target: Target): Promise<number> {
  const { db, storage } = target.app;
  const admin = await findUserByEmail(db, 'admin@example.com');
  if (!admin) throw new Error('The demo people are missing');
  const logo = await sharp(Buffer.from(logoSvg)).png().toBuffer();
  const storagePath = storage.newName('.png');
  await storage.put(storagePath, logo);
  const logoId = randomToken(16);
  await db.insert(uploads).values({
    id: logoId,
    ownerType: 'settings_logo',
    ownerId: 1,
    createdBy: admin.id,
    filename: 'logo.png',
    kind: 'image',
    maxBytes: 5 * 1024 * 1024,
    received: logo.length,
    complete: true,
    contentType: 'image/png',
    storagePath,
    size: logo.length,
    completedAt: new Date(),
  });
  await db
    .update(settings)
    .set({
      businessName: 'Sparkle Commercial Cleaning',
      legalName: 'Sparkle Pty Ltd',
      abn: '51824753556',
      address: '10 King St\nNewtown NSW 2042',
      phone: '02 9000 0000',
      email: 'accounts@sparkle.example',
      headerTitle: 'Thank you for your business',
      footerTitle: 'Questions about this invoice?',
      footerContent: 'Call our accounts team on 02 9000 0000.',
      accountName: 'Sparkle Pty Ltd',
      bsb: '062000',
      accountNumber: '12345678',
      logoUploadId: logoId,
    })
    .where(eq(settings.id, 1));
  const [client] = await db
    .insert(clients)
    .values({ name: 'Bondi Medical Centre', billingAddress1: '12 Campbell Parade', billingCity: 'Bondi Beach NSW 2026' })
    .returning();
  const context = { actor: systemActor, today: todayIn(target.app.config.timeZone) };
  const id = await createInvoice(db, { client_id: client.id }, context);
  for (let i = 1; i <= 12; i++)
    await addLine(
      db,
      id,
      { label: `Office clean, week ${i}: all floors, kitchens and bathrooms`, unit_price: 18_500 + i * 5, quantity: i % 3 === 0 ? 1.5 : 1 },
      context,
    );
  await db.insert(payments).values({ invoiceId: id, amount: 50_000, paidAt: context.today, source: 'manual' });
  return id;
}

export async function benchInvoicePdf(kind: DatabaseKind, serverUrl?: string): Promise<string> {
  const target = await startTarget(kind, serverUrl, { seedDemo: false });
  const http = createHttp(target.port);
  try {
    await seedDemo(target.app.db);
    const id = await invoiceToPrint(target);
    const bookkeeper = http.client();
    await signIn(bookkeeper, 'bookkeeper@example.com', demoPassword);
    const url = `/api/invoices/${id}/pdf`;
    const today = todayIn(target.app.config.timeZone);
    const direct = () => invoicePdf(target.app.db, target.app.storage, id, today);
    const { pdf } = await direct();
    const figures = await measurePaired(rounds, getOk(bookkeeper, url), direct);
    const table = formatTable(pairedColumns, [
      pairedRow(`GET ${url}: 12 lines and a logo`, figures, { text: '', limitMs: invoicePdfTargetMs }),
    ]);
    return `${table}\n  the PDF: ${kb(pdf.length)}, ${pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0} page(s)`;
  } finally {
    http.close();
    await target.close();
  }
}
