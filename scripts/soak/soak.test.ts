import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * `npm run soak` as CI runs it: two faults on PostgreSQL (where writers really run at once), its own scratch
 * database on the server DATABASE_URL names. `SOAK_PORT` pins the server's port (the SMTP sink takes the next).
 */
function soak(args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const port = process.env.SOAK_PORT ? ['--port', process.env.SOAK_PORT] : [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/soak/soak.ts', ...args, ...port], {
      env: { ...process.env, NODE_NO_WARNINGS: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!process.env.DATABASE_URL)('the fault soak on PostgreSQL', () => {
  it('loses no acknowledged write, invents no record, mail or money across two random faults', async () => {
    const { code, output } = await soak(['--cycles', '2', '--seconds', '60', '--db', 'pg']);
    expect(output).toMatch(/^cycles\s+2 of 2/m);
    expect(output, output).toMatch(/^PASS: nothing lost, nothing invented$/m);
    expect(code, output).toBe(0);
  }, 180_000);
});
