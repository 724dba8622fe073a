import { describe, expect, it } from 'vitest';
import { insecureAppUrlWarning } from './config';

describe('a warning at start when cookies cannot be Secure', () => {
  it.each([
    ['http://cleaning.example.com', true],
    ['http://203.0.113.5:3000', true],
    ['https://cleaning.example.com', false],
    ['http://localhost:3000', false],
    ['http://127.0.0.1:3000', false],
    ['http://[::1]:3000', false],
    ['http://app.localhost', false],
  ])('%s warns: %s', (appUrl, warns) => {
    const warning = insecureAppUrlWarning(appUrl);
    expect(warning !== null).toBe(warns);
    if (warns) expect(warning).toContain('cookies will not be Secure');
  });
});
