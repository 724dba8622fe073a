export type Row = Record<string, string>;

/** A plain-text table with left-aligned text and right-aligned figures. */
export function formatTable(columns: readonly string[], rows: readonly Row[]): string {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const numeric = columns.map((c) => rows.every((r) => /^[\d.,\s]*(ms|KB|B)?$|^—$/.test(r[c] ?? '')));
  const cell = (text: string, i: number) => (numeric[i] ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (values: readonly string[]) => values.map(cell).join('  ').trimEnd();
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))].join('\n');
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
