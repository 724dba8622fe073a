/**
 * Idempotent import by counting (docs/domain.md "Bank transactions"): a line's key is its date, amount and
 * normalised description; the file's k-th line with a key is the same as the k-th stored line with that key.
 * So the same file again adds nothing, an overlapping export adds only its new lines, and two identical real
 * lines in one file (two same-day $6.76 fares) stay two.
 */
import type { IsoDate } from '../dates';
import type { Cents } from '../money';

export type KeyFacts = { date: IsoDate; amount: Cents; description: string };

/** Case, spacing and punctuation differ between exports of the same line: they do not make it another line. */
export const normaliseDescription = (description: string) =>
  description
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const lineKey = (line: KeyFacts) => `${line.date}|${line.amount}|${normaliseDescription(line.description)}`;

/** How many stored lines have each key. */
export function countKeys(lines: readonly KeyFacts[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const key = lineKey(line);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The file's lines not stored yet, in file order, and how many were already there. */
export function newLines<T extends KeyFacts>(
  fileLines: readonly T[],
  stored: ReadonlyMap<string, number>,
): { added: T[]; duplicates: number } {
  const seen = new Map<string, number>();
  const added: T[] = [];
  for (const line of fileLines) {
    const key = lineKey(line);
    const k = (seen.get(key) ?? 0) + 1;
    seen.set(key, k);
    if (k > (stored.get(key) ?? 0)) added.push(line);
  }
  return { added, duplicates: fileLines.length - added.length };
}
