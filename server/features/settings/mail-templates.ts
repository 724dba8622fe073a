/**
 * Settings → E-mail templates (docs/domain.md "E-mail templates"): each kind's subject and message as edited,
 * else the default. Saving a template equal to the default removes the row, so the default keeps following
 * the product's wording.
 */
import { eq } from 'drizzle-orm';
import type { MailTemplateRow } from '../../../shared/api/send-mail';
import { defaultTemplates, type MailTemplate, type MailTemplateKind, mailTemplateKinds } from '../../../shared/mail-templates';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { mailTemplates } from './mail-templates.table';

/** The template a kind is sent with now. */
export async function findMailTemplate(db: Db, kind: MailTemplateKind): Promise<MailTemplate> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, message: mailTemplates.message })
    .from(mailTemplates)
    .where(eq(mailTemplates.kind, kind));
  return row ?? defaultTemplates[kind];
}

export async function listMailTemplates(db: Db): Promise<MailTemplateRow[]> {
  const rows = await db.select().from(mailTemplates);
  return mailTemplateKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    const fallback = defaultTemplates[kind];
    return {
      kind,
      subject: row?.subject ?? fallback.subject,
      message: row?.message ?? fallback.message,
      edited: row !== undefined,
      default_subject: fallback.subject,
      default_message: fallback.message,
    };
  });
}

/** `PUT /api/settings/mail-templates/{kind}`: audited with the texts before and after. */
export async function saveMailTemplate(db: Db, kind: MailTemplateKind, input: MailTemplate, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await findMailTemplate(tx, kind);
    const fallback = defaultTemplates[kind];
    if (input.subject === fallback.subject && input.message === fallback.message) {
      await tx.delete(mailTemplates).where(eq(mailTemplates.kind, kind));
    } else {
      const values = { subject: input.subject, message: input.message, updatedAt: new Date() };
      await tx
        .insert(mailTemplates)
        .values({ kind, ...values })
        .onConflictDoUpdate({ target: mailTemplates.kind, set: values });
    }
    await audit(tx, actor, {
      action: 'update',
      subjectType: 'mail_templates',
      subjectId: kind,
      description: `Updated the ${kind} e-mail template`,
      changes: { subject: { from: before.subject, to: input.subject }, message: { from: before.message, to: input.message } },
    });
  });
}
