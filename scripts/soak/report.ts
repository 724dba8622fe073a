import type { Finding, SoakFindings } from './checks';
import type { AnswerCounts } from './http-session';
import type { Fault } from './target';
import type { Write } from './writers';

/** Anything lost or invented: what makes the soak exit 1. A duplicate delivery after a fault at the SMTP hand-off is allowed. */
export function soakFailed(f: SoakFindings): boolean {
  return (
    f.lost.length +
      f.duplicated.length +
      f.invoiceNumbersReused.length +
      f.mails.lost.length +
      f.mails.duplicatedSameIdWithoutFault.length +
      f.mails.duplicatedOtherId.length +
      f.money.length >
    0
  );
}

const tally = <T>(items: readonly T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, n]) => `${String(item)} ×${n}`).join(', ') || 'none';
};

function details(title: string, findings: readonly Finding[]) {
  if (findings.length === 0) return;
  console.log(`\n${title}:`);
  for (const finding of findings.slice(0, 15)) console.log(`  ${finding.what}: ${finding.detail}`);
  if (findings.length > 15) console.log(`  … and ${findings.length - 15} more`);
}

export function printReport(run: {
  cycles: number;
  faults: Fault[];
  seconds: number;
  ledger: Write[];
  counts: AnswerCounts;
  findings: SoakFindings;
  stoppedInTime: boolean;
  crashes: { at: number; stderr: string }[];
  serverErrors: Map<string, number>;
  /** Outbox rows a dead process left `queued` or `sending`, aged past the sweep's thresholds; what came of them. */
  sweptLater: { rows: number; delivered: number };
}) {
  const { findings: f, ledger } = run;
  const { mails } = f;
  const rows: [string, string][] = [
    ['cycles', `${run.faults.length} of ${run.cycles} (${tally(run.faults)}) in ${run.seconds.toFixed(0)} s`],
    [
      'writes acknowledged',
      `${f.acknowledged} of ${ledger.length} (retried: ${ledger.filter((w) => w.attempts > 1).length}; ` +
        `committed though never answered 2xx: ${f.committedUnanswered})`,
    ],
    ['lost', String(f.lost.length)],
    ['duplicated', String(f.duplicated.length)],
    ['invoice numbers reused', String(f.invoiceNumbersReused.length)],
    ['mails lost', `${mails.lost.length} (outbox rows ${mails.rows}, delivered ${mails.delivered}, still due ${mails.pending})`],
    [
      'mails duplicated',
      `same Message-ID after a fault ${mails.duplicatedSameIdAfterFault.length}, same Message-ID without one ` +
        `${mails.duplicatedSameIdWithoutFault.length}, other Message-ID ${mails.duplicatedOtherId.length}`,
    ],
    ['mails sent, still marked sending', String(mails.sentButMarkedSending)],
    ['mails left queued/sending', `${run.sweptLater.rows}, aged 10 minutes: the start-up sweep delivered ${run.sweptLater.delivered}`],
    ['money violations', String(f.money.length)],
    ['server died by itself', String(run.crashes.length)],
    ['stopped by SIGTERM in 10 s', run.stoppedInTime ? 'yes' : 'NO'],
  ];
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(34)} ${value}`);
  const byKind = new Map<string, { ok: number; not: number }>();
  for (const write of ledger) {
    const entry = byKind.get(write.kind) ?? { ok: 0, not: 0 };
    entry[write.acknowledged ? 'ok' : 'not']++;
    byKind.set(write.kind, entry);
  }
  console.log(`${'by kind (acknowledged/not)'.padEnd(34)} ${[...byKind].map(([kind, e]) => `${kind} ${e.ok}/${e.not}`).join(', ')}`);
  const statuses = [...run.counts].sort(([a], [b]) => a.localeCompare(b));
  console.log(`${'answers'.padEnd(34)} ${statuses.map(([status, n]) => `${status} ×${n}`).join(', ')}`);
  const refused = tally(ledger.filter((w) => !w.acknowledged).map((w) => `${w.kind} ${w.status || 'no answer'}`));
  console.log(`${'not acknowledged'.padEnd(34)} ${refused}`);

  if (run.serverErrors.size) console.log('\nAnswered 500 for:');
  for (const [cause, n] of run.serverErrors) console.log(`  ${n} × ${cause}`);
  details('Lost', f.lost);
  details('Duplicated', f.duplicated);
  details('Invoice numbers reused', f.invoiceNumbersReused);
  details('Mails lost', mails.lost);
  details('Mails delivered twice without a fault between', mails.duplicatedSameIdWithoutFault);
  details('Mails delivered twice after a fault (allowed)', mails.duplicatedSameIdAfterFault);
  details('One send, several outbox rows', mails.duplicatedOtherId);
  details(
    'Money violations',
    f.money.map((v) => ({ what: v.rule, detail: `${v.id}: ${v.detail}` })),
  );
  for (const crash of run.crashes.slice(0, 3)) console.log(`\nThe server died by itself; its last words:\n${crash.stderr.trim()}`);
  const verdict = soakFailed(f) ? 'FAIL: something was lost or invented' : 'PASS: nothing lost, nothing invented';
  console.log(`\n${verdict}${run.crashes.length ? '; FAIL: the server died by itself' : ''}`);
}
