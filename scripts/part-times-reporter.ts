import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** Where `npm test` (scripts/test.mjs) reads each vitest project's times, to print them with the journeys'. */
export const partTimesFile = '.tmp/part-times.json';

export type PartTimes = {
  /** The vitest project: unit, web (components), api-pglite, api-pg. */
  project: string;
  files: number;
  /** From its first file queued to its last file done; the projects run side by side, so spans overlap. */
  spanSeconds: number;
  /** The files' own time, summed: importing them (with what they import) and running their tests. */
  importSeconds: number;
  testSeconds: number;
};

type Tally = { files: number; first: number; last: number; importMs: number; testMs: number };

/**
 * Records, per vitest project, how long it took: the wall-clock span and where the time went (imports or
 * tests). The suite's own speed is a figure the team watches (docs/operations.md), so `npm test` prints it.
 */
export default class PartTimesReporter implements Reporter {
  private readonly tallies = new Map<string, Tally>();

  onTestModuleQueued(module: TestModule) {
    const tally = this.tallyOf(module);
    tally.first = Math.min(tally.first, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const tally = this.tallyOf(module);
    const diagnostic = module.diagnostic();
    tally.files += 1;
    tally.last = Math.max(tally.last, Date.now());
    tally.importMs += diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.environmentSetupDuration;
    tally.testMs += diagnostic.duration;
  }

  onTestRunEnd() {
    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    const parts: PartTimes[] = [...this.tallies].map(([project, tally]) => ({
      project,
      files: tally.files,
      spanSeconds: seconds(tally.last - tally.first),
      importSeconds: seconds(tally.importMs),
      testSeconds: seconds(tally.testMs),
    }));
    fs.mkdirSync('.tmp', { recursive: true });
    fs.writeFileSync(partTimesFile, JSON.stringify(parts, null, 2));
  }

  private tallyOf(module: TestModule): Tally {
    const project = module.project.name;
    let tally = this.tallies.get(project);
    if (!tally) {
      tally = { files: 0, first: Number.POSITIVE_INFINITY, last: 0, importMs: 0, testMs: 0 };
      this.tallies.set(project, tally);
    }
    return tally;
  }
}
