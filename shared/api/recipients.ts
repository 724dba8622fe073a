/**
 * Who an e-mail from a client's records goes to (a visit report, a statement, a quarter's figures): chosen
 * contacts of the client by id, and other addresses typed by hand, separated by semicolons.
 */
import { z } from 'zod';

/** "a@x.com; b@y.com" → its addresses; blanks between semicolons are ignored. */
export function splitAddresses(custom: string): string[] {
  return custom
    .split(';')
    .map((address) => address.trim())
    .filter(Boolean);
}

const emailAddress = z.email();

/**
 * The fields' types, checked first; the recipients (at least one, each address valid) only after the record
 * is found, so a 422 never tells a stranger it exists. Whether the contacts belong to the client is the
 * server's check; the rest the form shows too.
 */
export const recipientsFields = z.object({
  users: z
    .array(z.number({ error: 'The selected contacts are invalid.' }).int().positive('The selected contacts are invalid.'))
    .max(100)
    .default([]),
  custom: z.string().max(2000, 'The other addresses may not be greater than 2000 characters.').default(''),
});

export const recipientsInput = recipientsFields.superRefine((input, context) => {
  const addresses = splitAddresses(input.custom);
  const bad = addresses.find((address) => !emailAddress.safeParse(address).success);
  if (bad) {
    const hint = /[,\s]/.test(bad) ? ' Separate addresses with a semicolon.' : '';
    context.addIssue({ code: 'custom', path: ['custom'], message: `“${bad}” is not a valid e-mail address.${hint}` });
  } else if (input.users.length === 0 && addresses.length === 0) {
    context.addIssue({ code: 'custom', path: ['custom'], message: 'Choose a contact or enter at least one address.' });
  }
});
export type RecipientsInput = z.input<typeof recipientsInput>;

/** What a send answers: a message for the toast, and the addresses it went to. */
export const sentSchema = z.object({ message: z.string(), to: z.array(z.string()) });
export type Sent = z.infer<typeof sentSchema>;
