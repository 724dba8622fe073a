/**
 * The visit report as an A4 PDF (pdfkit, its built-in Helvetica): the business heading, the client and
 * address, the visit's facts, its tasks with quantity and a tick, the notes and the photos with their taken
 * time. The standard fonts have no ✓ or ☐ glyphs, so ticks are drawn as shapes.
 */
import PDFDocument from 'pdfkit';
import type { VisitCheck } from '../../../shared/api/user-schedules';
import { pausedText, type VisitReport } from '../../../shared/api/visit-report';
import { timeOnSite } from '../../../shared/visit-exceptions';
import { pdfBytes } from '../../platform/pdf-bytes';
import type { PrintableLogo } from '../settings/printable-logo';

export type ReportPhoto = { name: string; takenAt: string; image: Buffer };
export type ReportPdfInput = {
  report: VisitReport;
  businessName: string;
  /** The business's logo (settings/printable-logo.ts), drawn above its name as on the invoice. */
  logo?: PrintableLogo | null;
  timeZone: string;
  photos: ReportPhoto[];
  morePhotos: number;
};

const margin = 50;
const ink = '#1f2933';
const dim = '#616e7c';
const rule = '#cbd2d9';
const accent = '#0b7285';

/** "Tue 24 Nov 2026" for a local calendar date (no time zone shift: it already is the business's date). */
export const reportDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "24 Nov 2026, 3:05 pm" in the business time zone, as the client reads it. */
/**
 * Arrival, departure and the time on site between them. The client reads "on site" where the phone confirmed it;
 * a flag (off site, no location) is the office's to look into, shown on its screens, not printed for the client
 * (docs/decisions/035).
 */
function presenceFacts(report: VisitReport, timeZone: string): [string, string][] {
  const facts: [string, string][] = [];
  const at = (check: VisitCheck) => `${reportTime(check.at, timeZone)}${check.on_site ? ', on site' : ''}`;
  if (report.check_in) facts.push(['Arrived', at(report.check_in)]);
  if (report.check_out) facts.push(['Left', at(report.check_out)]);
  const onSite = timeOnSite(report);
  if (onSite) facts.push(['Time on site', onSite]);
  return facts;
}

export const reportTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  })
    .format(new Date(instant))
    .replace(/\s/g, ' ')
    .replace(/\b(am|pm)\b/i, (m) => m.toLowerCase());

/** A file name the client can keep: `visit-report-bondi-medical-2026-11-24.pdf`. */
export function reportFilename(report: Pick<VisitReport, 'client_name' | 'due_date'>) {
  const slug = report.client_name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `visit-report-${slug || 'visit'}-${report.due_date}.pdf`;
}

export async function renderVisitReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { report } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `Visit report: ${report.client_name}, ${report.due_date}`, Author: input.businessName },
  });
  const finished = pdfBytes(doc);
  const width = doc.page.width - margin * 2;
  const bottom = () => doc.page.height - margin;
  /** Starts a new page when the next `height` points would not fit. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    room(60);
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(ink).text(text, margin, doc.y, { width });
    doc.moveDown(0.3);
  };

  // Heading: who sends it (its logo and name, as its invoices are headed), what it is, for whom.
  if (input.logo) {
    const scale = Math.min(160 / input.logo.width, 56 / input.logo.height, 1);
    const top = doc.y;
    doc.image(input.logo.image, margin, top, { width: input.logo.width * scale, height: input.logo.height * scale });
    doc.y = top + input.logo.height * scale + 8;
  }
  doc.font('Helvetica-Bold').fontSize(13).fillColor(accent).text(input.businessName, margin, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(22).fillColor(ink).text('Visit report');
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(14).text(report.client_name, { width });
  if (report.address) doc.font('Helvetica').fontSize(11).fillColor(dim).text(report.address, { width });
  doc.moveDown(0.6);
  ruleAcross(doc, width);
  doc.moveDown(0.6);

  const facts: [string, string][] = [
    ['Task group', report.task_group_name ?? 'Added by hand'],
    ['Due date', reportDate(report.due_date)],
    ['Completed at', report.completed_at ? reportTime(report.completed_at, input.timeZone) : 'Not recorded'],
    ['Contractors', report.users.map((user) => user.name).join(', ') || 'Nobody'],
    ...presenceFacts(report, input.timeZone),
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(dim).text(label, margin, y, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(ink)
      .text(value, margin + 120, y, { width: width - 120 });
    doc.moveDown(0.35);
  }

  drawTasks(doc, report, width, room, heading);

  heading('Notes');
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(report.notes ? ink : dim)
    .text(report.notes?.trim() || 'No notes.', margin, doc.y, { width });

  drawPhotos(doc, input, width, room, heading);
  doc.end();
  return finished;
}

type Doc = InstanceType<typeof PDFDocument>;

function drawTasks(doc: Doc, report: VisitReport, width: number, room: (h: number) => void, heading: (t: string) => void) {
  heading('Tasks');
  const quantityX = margin + width - 140;
  const doneX = margin + width - 40;
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(dim);
    doc
      .text('TASK', margin, y)
      .text('QUANTITY', quantityX, y, { width: 80, align: 'right' })
      .text('DONE', doneX - 10, y, { width: 50, align: 'right' });
    doc.moveDown(0.3);
    ruleAcross(doc, width);
  };
  header();
  if (report.tasks.length === 0) doc.moveDown(0.4).font('Helvetica').fontSize(11).fillColor(dim).text('No tasks.', margin, doc.y);
  for (const task of report.tasks) {
    doc.font('Helvetica').fontSize(11);
    const textHeight = doc.heightOfString(task.name, { width: quantityX - margin - 20 });
    const rowHeight = Math.max(textHeight, 14) + 10;
    if (doc.y + rowHeight > doc.page.height - margin) {
      doc.addPage();
      header();
    }
    const top = doc.y + 5;
    doc.fillColor(ink).text(task.name, margin, top, { width: quantityX - margin - 20 });
    if (task.paused && !task.complete) {
      // Left off on purpose: said across the quantity and tick columns, rather than an empty box.
      doc
        .fontSize(9)
        .fillColor(dim)
        .text(pausedText(task.pause_to), quantityX - 10, top + 1, { width: margin + width - quantityX + 10, align: 'right' });
    } else {
      const quantity = task.consumable ? (task.quantity === null ? '—' : String(task.quantity)) : '';
      doc.fillColor(ink).text(quantity, quantityX, top, { width: 80, align: 'right' });
      tickBox(doc, doneX + 26, top, task.complete);
    }
    doc.y = top + rowHeight - 5;
    ruleAcross(doc, width);
  }
  doc.x = margin;
  room(0);
}

/** A 12 pt box, ticked (filled, with a white check) or empty: "Done" reads at a glance when printed. */
/** A thin rule across the page at the current line. */
function ruleAcross(doc: Doc, width: number) {
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(rule)
    .stroke();
}

function tickBox(doc: Doc, x: number, y: number, ticked: boolean) {
  const size = 12;
  if (ticked) {
    doc.roundedRect(x, y, size, size, 2).fillColor(accent).fill();
    doc
      .moveTo(x + 2.8, y + 6.3)
      .lineTo(x + 5.2, y + 8.8)
      .lineTo(x + 9.4, y + 3.4)
      .lineWidth(1.6)
      .strokeColor('#ffffff')
      .stroke();
  } else {
    doc.roundedRect(x, y, size, size, 2).lineWidth(0.8).strokeColor(dim).stroke();
  }
}

function drawPhotos(doc: Doc, input: ReportPdfInput, width: number, room: (h: number) => void, heading: (t: string) => void) {
  heading('Photos');
  if (input.photos.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(dim).text('No photos.', margin, doc.y, { width });
    return;
  }
  const columns = 3;
  const gap = 12;
  const cell = (width - gap * (columns - 1)) / columns;
  const captionHeight = 26;
  let top = doc.y;
  input.photos.forEach((photo, index) => {
    const column = index % columns;
    if (column === 0) {
      if (index > 0) top += cell + captionHeight + gap;
      doc.y = top;
      room(cell + captionHeight);
      top = doc.y;
    }
    const x = margin + column * (cell + gap);
    doc.rect(x, top, cell, cell).fillColor('#f5f7fa').fill();
    doc.image(photo.image, x, top, { fit: [cell, cell], align: 'center', valign: 'center' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(dim)
      .text(reportTime(photo.takenAt, input.timeZone), x, top + cell + 4, { width: cell, lineBreak: false, ellipsis: true });
  });
  doc.y = top + cell + captionHeight;
  doc.x = margin;
  if (input.morePhotos > 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(dim)
      .text(`And ${input.morePhotos} more photo${input.morePhotos === 1 ? '' : 's'}, on the visit card.`, margin, doc.y, { width });
  }
}
