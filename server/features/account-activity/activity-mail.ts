/**
 * `POST /api/account-activity/{id}/email` {users, custom}: the quarter's workbook to staff (by user id, active
 * ones) and addresses typed by hand (the accountant), through the outbox, audited.
 */
import { recipientsInput, type Sent, splitAddresses } from '../../../shared/api/recipients';
import { formatAud } from '../../../shared/money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fieldErrorsFromZod, invalid } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { transactionThenJobs } from '../../platform/transaction';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { queueMail } from '../mail/send-mail';
import { findInvoiceConfig } from '../settings/settings.queries';
import { activeEmailsOf, activeUserIds } from '../users/users.queries';
import { findQuarter } from './account-activity';
import { activityWorkbook, quarterFilename, xlsxType } from './activity-workbook';

export type MailDeps = { db: Db; storage: Storage; jobs: Jobs; config: Pick<Config, 'smtpUrl'> };

/** The addresses: the chosen people (each an active user) and those typed; each once. 422 per field otherwise. */
async function addresses(db: Db, body: unknown): Promise<string[]> {
  const parsed = recipientsInput.safeParse(body);
  if (!parsed.success) throw invalid(fieldErrorsFromZod(parsed.error));
  const chosen = [...new Set(parsed.data.users)];
  const active = await activeUserIds(db, chosen);
  if (chosen.some((id) => !active.has(id))) throw invalid({ users: ['The selected people must be active users.'] });
  const seen = new Set<string>();
  return [...(await activeEmailsOf(db, chosen)), ...splitAddresses(parsed.data.custom)].filter((address) => {
    const key = address.toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
}

export async function emailQuarter(deps: MailDeps, id: number, body: unknown, actor: Actor): Promise<Sent> {
  const quarter = await findQuarter(deps.db, id);
  const to = await addresses(deps.db, body);
  const workbook = await activityWorkbook(deps.db, [quarter]);
  const business = (await findInvoiceConfig(deps.db)).business_name;
  const name = `Q${quarter.quarter} ${quarter.year} (${quarter.start} to ${quarter.end})`;
  const storagePath = deps.storage.newName('.xlsx');
  await deps.storage.put(storagePath, workbook);
  try {
    await transactionThenJobs(deps, async (tx, jobs) => {
      await queueMail(tx, jobs, deps.config, {
        to,
        subject: `Account activity ${name} — ${business}`,
        text: [
          'Hello,',
          '',
          `Attached is the account activity for ${name}: the BAS figures, every receipt and every expense behind them.`,
          `G1 total sales ${formatAud(quarter.g1)}, 1A GST on sales ${formatAud(quarter.label_1a)}, 1B GST on purchases ${formatAud(quarter.label_1b)}, PAYG instalment ${formatAud(quarter.payg)}.`,
          '',
          'Kind regards,',
          business,
        ].join('\n'),
        attachments: [{ filename: quarterFilename(quarter), storagePath, contentType: xlsxType }],
      });
      await audit(tx, actor, {
        action: 'email',
        subjectType: 'account_activity',
        subjectId: id,
        description: `E-mailed the account activity of Q${quarter.quarter} ${quarter.year} to ${to.join(', ')}`,
        changes: { recipients: to },
      });
    });
  } catch (error) {
    await deps.storage.remove(storagePath);
    throw error;
  }
  return { message: `Account activity sent to ${to.length} recipient${to.length === 1 ? '' : 's'}.`, to };
}
