import { performance } from 'node:perf_hooks';

export type Summary = { n: number; p50: number; p95: number; max: number };

/** Nearest-rank percentile of samples in milliseconds. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export type Paired = { http: Summary; direct: Summary };

/**
 * Time two ways of doing the same work, alternating which goes first on each round, so that drift
 * (garbage collection, JIT, caches warming) falls on both sides alike. Runs one at a time: latency, not throughput.
 */
export async function measurePaired(
  rounds: { warmup: number; measured: number },
  http: (round: number) => Promise<unknown>,
  direct: (round: number) => Promise<unknown>,
): Promise<Paired> {
  const httpSamples: number[] = [];
  const directSamples: number[] = [];
  for (let round = 0; round < rounds.warmup + rounds.measured; round++) {
    const order = round % 2 === 0 ? ([http, direct] as const) : ([direct, http] as const);
    const first = await timed(() => order[0](round));
    const second = await timed(() => order[1](round));
    if (round < rounds.warmup) continue;
    httpSamples.push(round % 2 === 0 ? first : second);
    directSamples.push(round % 2 === 0 ? second : first);
  }
  return { http: summarize(httpSamples), direct: summarize(directSamples) };
}
