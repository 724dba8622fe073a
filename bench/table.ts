import type { Paired } from './stats';

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

/** The columns of a latency table: HTTP beside the same work done directly. */
export const pairedColumns = ['measure', 'runs', 'HTTP p50', 'HTTP p95', 'direct p50', 'direct p95', 'target (HTTP p95)', 'result'];

/** `target.text` says how the limit is worked out; empty for a fixed limit. */
export function pairedRow(measure: string, figures: Paired, target?: { text: string; limitMs: number }): Row {
  return {
    measure,
    runs: String(figures.http.n),
    'HTTP p50': ms(figures.http.p50),
    'HTTP p95': ms(figures.http.p95),
    'direct p50': ms(figures.direct.p50),
    'direct p95': ms(figures.direct.p95),
    'target (HTTP p95)': target ? (target.text ? `≤ ${target.text} = ${ms(target.limitMs)}` : `≤ ${ms(target.limitMs)}`) : 'none set',
    result: target ? verdict(figures.http.p95 <= target.limitMs) : '—',
  };
}

/** The list targets: the endpoint may cost at most twice its SQL plus 5 ms of presenting and HTTP. */
export const listTarget = (figures: Paired) => ({ text: '2 × direct p95 + 5 ms', limitMs: 2 * figures.direct.p95 + 5 });
