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
export const pairedColumns = [
  'measure',
  'runs',
  'HTTP p50',
  'HTTP p95',
  'direct p50',
  'direct p95',
  'target (HTTP p50)',
  'p50',
  'target (HTTP p95)',
  'result',
];

type Target = { text: string; limitMs: number };

const limitText = (target: Target) => (target.text ? `≤ ${target.text} = ${ms(target.limitMs)}` : `≤ ${ms(target.limitMs)}`);

/**
 * `target` bounds the HTTP p95, `overhead` the HTTP p50 (a list's: listOverhead); `text` says how a limit is
 * worked out, empty for a fixed limit.
 */
export function pairedRow(measure: string, figures: Paired, target?: Target, overhead?: Target): Row {
  return {
    measure,
    runs: String(figures.http.n),
    'HTTP p50': ms(figures.http.p50),
    'HTTP p95': ms(figures.http.p95),
    'direct p50': ms(figures.direct.p50),
    'direct p95': ms(figures.direct.p95),
    'target (HTTP p50)': overhead ? limitText(overhead) : 'none set',
    p50: overhead ? verdict(figures.http.p50 <= overhead.limitMs) : '—',
    'target (HTTP p95)': target ? limitText(target) : 'none set',
    result: target ? verdict(figures.http.p95 <= target.limitMs) : '—',
  };
}

/** The list targets: the endpoint may cost at most twice its SQL plus 5 ms of presenting and HTTP. */
export const listTarget = (figures: Paired) => ({ text: '2 × direct p95 + 5 ms', limitMs: 2 * figures.direct.p95 + 5 });

/**
 * What a list may cost over its SQL in the usual case: the session, access, presenting and HTTP of a request add at
 * most a fifth of the SQL's time and 1 ms (decision 043).
 */
export const listOverhead = (figures: Paired) => ({ text: '1.2 × direct p50 + 1 ms', limitMs: 1.2 * figures.direct.p50 + 1 });

/** A list's row: its p50 held to `listOverhead`, its p95 to `target` (listTarget unless the list has a fixed one). */
export const listRow = (measure: string, figures: Paired, target: Target = listTarget(figures)) =>
  pairedRow(measure, figures, target, listOverhead(figures));
