/**
 * `readBankFile` for a file of any size without holding the server for the length of it (decision 023): the CSV
 * is parsed as a stream, a slice of text at a time, and `pause` is awaited between slices (the server yields to
 * its other work there, and may stop by throwing). A first pass finds the date order (a date over 12 anywhere
 * decides it), a second reads the lines; neither keeps the parser's rows. OFX, QIF and CAMT files go to their
 * parsers whole, as `readBankFile` does: their lines carry more text each, so the 20 MB limit keeps them small.
 */
import { CsvError, parse } from 'csv-parse';
import { csvLayout, type Layout, readCsvRow, type Row } from './csv';
import { dateOrderHint } from './fields';
import { isCsvText, parsed, prepareBankTextInSteps, withLines } from './read';
import type { BankLine, ColumnMapping, FileError, ParseResult } from './types';

/** About 700 lines of a typical export: a few milliseconds of parsing between pauses. */
const sliceChars = 32 * 1024;

export async function readBankFileInSteps(
  bytes: Uint8Array,
  options: { mapping?: ColumnMapping; pause: () => Promise<void> },
): Promise<ParseResult> {
  const prepared = await prepareBankTextInSteps(bytes, options.pause);
  if ('errors' in prepared) return prepared;
  const { text } = prepared;
  if (!isCsvText(text)) return withLines(parsed(text, options.mapping));

  // Filled in by the first pass: the layout the first row gives, and the first date that proves the order.
  const first: { layout: Layout | FileError | null; order: 'dmy' | 'mdy' | null } = { layout: null, order: null };
  let rows = 0;
  // The first pass stops once it knows both: a big file is parsed (and its garbage made) once, not twice. A
  // parse error past that point is the second pass's to report.
  const firstPass = await forEachRow(text, options.pause, (row) => {
    const layout = (first.layout ??= csvLayout(row, options.mapping));
    if ('message' in layout) return 'stop';
    if (rows++ < (layout.mapping.skipRows ?? 0)) return;
    first.order ??= dateOrderHint(row.cells[layout.mapping.date] ?? '');
    if (first.order !== null || layout.mapping.dateOrder) return 'stop';
  });
  if (firstPass) return { format: 'csv', lines: [], errors: [firstPass] };
  const known = first.layout;
  if (known === null) return { format: 'csv', lines: [], errors: [{ line: 1, message: 'The file holds no transactions.' }] };
  if ('message' in known) return { format: null, lines: [], errors: [known] };

  const into = { lines: [] as BankLine[], errors: [] as FileError[] };
  const dateOrder = known.mapping.dateOrder ?? first.order ?? 'dmy';
  let seen = 0;
  const secondPass = await forEachRow(text, options.pause, (row) => {
    if (seen++ >= (known.mapping.skipRows ?? 0)) readCsvRow(row, known, dateOrder, into);
  });
  if (secondPass) return { format: 'csv', lines: [], errors: [secondPass] };
  return withLines({ format: known.format, ...into });
}

/**
 * Each non-empty row of the CSV in turn, as `parseCsv` reads them, until `visit` says stop; the parser's error, if it
 * gives up first.
 */
async function forEachRow(text: string, pause: () => Promise<void>, visit: (row: Row) => 'stop' | void): Promise<FileError | null> {
  let failure: unknown = null;
  let stopped = false;
  const parser = parse({
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    // Each record is handled here and dropped, so the stream never holds more than a slice.
    on_record: (record: string[], context) => {
      if (!stopped && record.some((cell) => cell !== '')) stopped = visit({ line: context.lines, cells: record }) === 'stop';
      return null;
    },
  });
  parser.on('error', (error) => (failure = error));
  parser.resume();
  for (let start = 0; start < text.length && !failure && !stopped; start += sliceChars) {
    parser.write(text.slice(start, start + sliceChars));
    await pause();
  }
  if (stopped) parser.destroy();
  else if (!failure) await new Promise<void>((resolve) => parser.end(resolve));
  if (!failure) return null;
  if (failure instanceof CsvError)
    return {
      line: Number((failure as CsvError & { lines?: number }).lines ?? 1),
      message: `The CSV could not be read: ${failure.message}`,
    };
  throw failure;
}
