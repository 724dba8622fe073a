import { describe, expect, it } from 'vitest';
import { unhandledRejectionHandler } from './unhandled-rejections';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('an unhandled rejection', () => {
  it('is logged and survived when the database is away (pg-boss completing a job as it goes)', () => {
    const logged: unknown[] = [];
    const handle = unhandledRejectionHandler((_message, error) => logged.push(error));
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const terminated = withCode('terminating connection due to administrator command', '57P01');
    expect(() => handle(refused)).not.toThrow();
    expect(() => handle(new Error('Failed query', { cause: terminated }))).not.toThrow();
    expect(logged).toHaveLength(2);
  });

  it('still ends the process for anything else', () => {
    const handle = unhandledRejectionHandler(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(() => handle(bug)).toThrow(bug);
    expect(() => handle('not even an error')).toThrow();
  });
});
