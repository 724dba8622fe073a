import { recipientsInput, splitAddresses } from '../../../shared/api/recipients';
import type { Db } from '../../db/client';
import { fieldErrorsFromZod, invalid } from '../../platform/errors';
import { contactsWithEmail } from './contacts.queries';

/**
 * The addresses an e-mail about a client goes to (a visit report, a statement): the chosen contacts, each of
 * which must be this client's and have an e-mail, and the addresses typed by hand; each address once. Answers
 * 422 per field otherwise. Call it only once the record is known to be the sender's to see.
 */
export async function recipientAddresses(db: Db, clientId: number, body: unknown): Promise<string[]> {
  const parsed = recipientsInput.safeParse(body);
  if (!parsed.success) throw invalid(fieldErrorsFromZod(parsed.error));
  const chosen = [...new Set(parsed.data.users)];
  const valid = new Map((await contactsWithEmail(db, clientId)).map((contact) => [contact.id, contact.email]));
  if (chosen.some((contactId) => !valid.has(contactId)))
    throw invalid({ users: ['The selected contacts must be contacts of this client with an e-mail.'] });
  const seen = new Set<string>();
  return [...chosen.map((contactId) => valid.get(contactId) ?? ''), ...splitAddresses(parsed.data.custom)].filter((address) => {
    const key = address.toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
}
