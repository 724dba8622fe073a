/** The one entry point: a bank file's bytes in, its lines or its errors out, whatever its format. */
import { parseCamt, looksLikeCamt } from './camt';
import { parseCsv } from './csv';
import { damagedLines, decodeBankText, decodeBankTextInSteps, type Encoding } from './decode';
import { looksLikeOfx, parseOfx } from './ofx';
import { looksLikeQif, parseQif } from './qif';
import { type ColumnMapping, maxBankFileBytes, type ParseResult } from './types';

/** Control characters (other than tabs and line ends) or undecodable bytes: a PDF, a spreadsheet, an image. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 12) || code === 0xfffd) return true;
  }
  return false;
}

/** A UTF-8 file with a few damaged bytes names its lines; one damaged throughout is not a statement at all. */
const maxDamagedLines = 20;
const damagedLineMessage = 'This line holds a byte that is not UTF-8 text: correct it (or export the file again) and import it.';

/**
 * Reads a statement. The format is found from the content (never the file name: banks name QFX files `.ofx`
 * and CSVs `.txt`). A result with errors must import nothing; one with no lines is an error too.
 */
export function readBankFile(bytes: Uint8Array, options: { mapping?: ColumnMapping } = {}): ParseResult {
  const prepared = prepareBankText(bytes);
  if ('errors' in prepared) return prepared;
  return withLines(parsed(prepared.text, options.mapping));
}

/** The file's text once it passed the checks every format shares (size, encoding, damage, binary), or why not. */
export function prepareBankText(bytes: Uint8Array): { text: string } | ParseResult {
  return sizeRefusal(bytes) ?? checkedText(decodeBankText(bytes));
}

/** `prepareBankText`, decoding half a megabyte at a time (`readBankFileInSteps`). */
export async function prepareBankTextInSteps(bytes: Uint8Array, pause: () => Promise<void>): Promise<{ text: string } | ParseResult> {
  return sizeRefusal(bytes) ?? checkedText(await decodeBankTextInSteps(bytes, pause));
}

function sizeRefusal(bytes: Uint8Array): ParseResult | null {
  if (bytes.length === 0) return { format: null, lines: [], errors: [{ line: 1, message: 'The file is empty.' }] };
  if (bytes.length > maxBankFileBytes)
    return { format: null, lines: [], errors: [{ line: 1, message: 'The file is larger than a bank statement can be (20 MB).' }] };
  return null;
}

function checkedText({ text, encoding }: { text: string; encoding: Encoding }): { text: string } | ParseResult {
  if (!text.trim()) return { format: null, lines: [], errors: [{ line: 1, message: 'The file is empty.' }] };
  const damaged =
    encoding === 'utf-8' && text.includes('\uFFFD') && !looksBinary(text.slice(0, 4000).replace(/\uFFFD/g, '')) ? damagedLines(text) : [];
  if (damaged.length > 0 && damaged.length <= maxDamagedLines) {
    return { format: null, lines: [], errors: damaged.map((line) => ({ line, message: damagedLineMessage })) };
  }
  if (looksBinary(text.slice(0, 4000))) {
    return {
      format: null,
      lines: [],
      errors: [{ line: 1, message: 'This is not a bank statement the product can read (OFX, QFX, QIF, CAMT.053 or CSV).' }],
    };
  }
  return { text };
}

/** A file read without errors must still hold a line. */
export function withLines(result: ParseResult): ParseResult {
  if (result.errors.length === 0 && result.lines.length === 0)
    return { ...result, errors: [{ line: 1, message: 'The file holds no transactions.' }] };
  return result;
}

/** CSV is the one format read in steps (`readBankFileInSteps`): the others go to their parsers whole. */
export const isCsvText = (text: string) => !looksLikeOfx(text) && !looksLikeQif(text) && !looksLikeCamt(text);

/**
 * The format's parser, which may throw on what it refuses outright (an XML DOCTYPE with entities, say): a throw
 * becomes the file's error, so an import never stays "processing" because its reader gave up.
 */
export function parsed(text: string, mapping: ColumnMapping | undefined): ParseResult {
  try {
    if (looksLikeOfx(text)) return parseOfx(text);
    if (looksLikeQif(text)) return parseQif(text);
    if (looksLikeCamt(text)) return parseCamt(text);
    return parseCsv(text, mapping);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { format: null, lines: [], errors: [{ line: 1, message: `The file could not be read: ${reason}` }] };
  }
}
