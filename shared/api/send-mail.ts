/**
 * The send dialog's calls (docs/domain.md "E-mail templates"): a draft of the e-mail a document would be sent
 * with (its recipients, subject and message with the placeholders filled, and its PDFs to preview), and the
 * e-mail as the dialog sends it. Settings → E-mail templates edits the templates the drafts are made from.
 */
import { z } from 'zod';
import { mailTemplateKinds, unknownPlaceholders } from '../mail-templates';

export const maxRecipients = 20;
export const subjectMax = 200;
export const messageMax = 10_000;

/** A bad address is reported on its list, naming it, so the dialog shows it under the right field. */
function checkAddresses(list: readonly unknown[] | undefined, field: 'to' | 'cc', context: z.RefinementCtx) {
  const bad = (list ?? []).find((value) => typeof value !== 'string' || !z.email().safeParse(value.trim()).success);
  if (bad !== undefined) context.addIssue({ code: 'custom', path: [field], message: `“${String(bad)}” is not a valid e-mail address.` });
}

/**
 * The e-mail as the dialog sends it. Addresses are checked one by one and reported on `to` or `cc`; at least
 * one To. The message is sent as written (its placeholders were filled in the draft).
 */
export const sendMailFields = z.object({
  to: z.array(z.string().max(254)).max(maxRecipients, `There may be at most ${maxRecipients} To addresses.`).default([]),
  cc: z.array(z.string().max(254)).max(maxRecipients, `There may be at most ${maxRecipients} CC addresses.`).default([]),
  subject: z
    .string()
    .trim()
    .min(1, 'The subject is required.')
    .max(subjectMax, `The subject may not be greater than ${subjectMax} characters.`),
  message: z
    .string()
    .trim()
    .min(1, 'The message is required.')
    .max(messageMax, `The message may not be greater than ${messageMax} characters.`),
});

export const sendMailInput = sendMailFields
  .superRefine((input, context) => {
    checkAddresses(input.to, 'to', context);
    checkAddresses(input.cc, 'cc', context);
    if (input.to.length === 0) context.addIssue({ code: 'custom', path: ['to'], message: 'Enter at least one To address.' });
  })
  .transform((input) => ({
    ...input,
    to: input.to.map((value) => value.trim().toLowerCase()),
    cc: input.cc.map((value) => value.trim().toLowerCase()),
  }));
export type SendMailInput = z.input<typeof sendMailInput>;
export type ChosenMail = z.output<typeof sendMailInput>;
/** A contact of the client the dialog offers as a recipient. */
export const mailContactSchema = z.object({ name: z.string(), email: z.string(), account: z.boolean() });

/**
 * `GET …/mail-draft`: what the dialog starts from. `subject` and `message` are the kind's template with its
 * placeholders; `values` fill them (renderTemplate), so the dialog previews each edit as it is typed, and the
 * send fills the same placeholders with the values at that moment (the link of an invoice sent the first time
 * is made then). `to` is who a send without the dialog writes to; `attachments` are the PDFs to look at.
 */
export const mailDraftSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  values: z.record(z.string(), z.string()),
  contacts: z.array(mailContactSchema),
  attachments: z.array(z.object({ filename: z.string(), url: z.string() })),
});
export type MailDraft = z.infer<typeof mailDraftSchema>;

const templateText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .superRefine((text, context) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length)
        context.addIssue({
          code: 'custom',
          message: `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((n) => `{${n}}`).join(', ')}.`,
        });
    });

export const mailTemplateKindParams = z.object({ kind: z.enum(mailTemplateKinds) });

/** `PUT /api/settings/mail-templates/{kind}`. */
export const mailTemplateInput = z.object({
  subject: templateText('subject', subjectMax),
  message: templateText('message', messageMax),
});
export type MailTemplateInput = z.input<typeof mailTemplateInput>;

/** `GET /api/settings/mail-templates`: every kind, as edited or as the default (`edited: false`). */
export const mailTemplateSchema = z.object({
  kind: z.enum(mailTemplateKinds),
  subject: z.string(),
  message: z.string(),
  edited: z.boolean(),
  default_subject: z.string(),
  default_message: z.string(),
});
export const mailTemplateList = z.array(mailTemplateSchema);
export type MailTemplateRow = z.infer<typeof mailTemplateSchema>;
