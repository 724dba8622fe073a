/**
 * The sign-in form's own check, without zod: the sign-in page is the first screen, whose JavaScript stays under
 * 150 KB gzipped, and zod alone is about 25 KB (docs/decisions/040-first-screen-javascript.md). It gives each
 * field the first message the shared `loginInput` schema (shared/api/auth.ts) would, which the server still
 * checks with; a test holds the two equal.
 */

/** zod's own `z.email()` pattern (zod/v4/core/regexes.js), written out: importing it from zod brings the rest of zod's graph. */
// eslint-disable-next-line no-useless-escape -- as zod writes it, character for character, which a test compares
export const signInEmailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type SignInValues = { email: string; password: string };

/** The first message for each field that fails, as the form shows them; `{}` when both pass. */
export function signInErrors({ email, password }: SignInValues): Partial<Record<keyof SignInValues, string>> {
  const errors: Partial<Record<keyof SignInValues, string>> = {};
  const address = email.trim();
  // Past 255 characters the schema's own message is its "required" one (zod gives the string's error to a bare max).
  if (address === '' || address.length > 255) errors.email = 'The email field is required.';
  else if (!signInEmailPattern.test(address)) errors.email = 'The email must be a valid email address.';
  if (password === '') errors.password = 'The password field is required.';
  return errors;
}
