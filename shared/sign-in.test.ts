import { describe, expect, it } from 'vitest';
import { regexes } from 'zod';
import { loginInput } from './api/auth';
import { signInEmailPattern, signInErrors, type SignInValues } from './sign-in';

/** What the sign-in form showed when it checked with the shared schema: each field's first message. */
function schemaErrors(values: SignInValues): Record<string, string> {
  const result = loginInput.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const emails = [
  '',
  '   ',
  'sam@example.com',
  '  sam@example.com  ',
  'sam',
  'sam@',
  'sam@example',
  'sam@example.c',
  '.sam@example.com',
  'sam..lee@example.com',
  "o'neil+work@example.com.au",
  'sam@-example.com',
  'sam lee@example.com',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(244)}@example.com`,
  `  ${'a'.repeat(243)}@example.com  `,
];

describe('the sign-in check', () => {
  it('uses zod’s e-mail pattern', () => {
    expect(String(signInEmailPattern)).toBe(String(regexes.email));
  });

  it.each(emails.flatMap((email) => ['', 'cleanup-demo', ' '].map((password) => ({ email, password }))))(
    'gives the schema’s messages for %o',
    (values) => {
      expect(signInErrors(values)).toEqual(schemaErrors(values));
    },
  );
});
