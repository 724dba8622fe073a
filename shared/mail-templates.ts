/**
 * The e-mails documents are sent with (docs/domain.md "E-mail templates"): one template per kind, its subject
 * and message written with placeholders in braces. The defaults are the texts the product always sent, so a
 * send with no template edited and no dialog (auto-remind, a script) writes what it did before. Pure: the
 * server fills the values in, and the Settings form checks the same placeholders.
 */
import { keysOf } from './closed-lists';

export const mailTemplateLabels = {
  invoice: 'Invoice',
  reminder: 'Payment reminder',
  notice: 'Notice to pay',
  warning: 'Suspension warning',
  suspension: 'Service suspended',
  statement: 'Statement of account',
} satisfies Record<string, string>;
export const mailTemplateKinds = keysOf(mailTemplateLabels);
export type MailTemplateKind = (typeof mailTemplateKinds)[number];

/** The template each step of chasing a client is sent with (keyed by `EscalationStep`, shared/escalation-steps.ts). */
export const stepTemplate = {
  'send-outstanding-reminder': 'reminder',
  'send-notice-to-pay': 'notice',
  'send-suspension-warning': 'warning',
  'suspend-service': 'suspension',
} as const satisfies Record<string, MailTemplateKind>;

/** What each placeholder holds; a value that does not apply to a kind is empty (docs/domain.md). */
export const placeholders = {
  client_name: 'The client’s name',
  business_name: 'Your business name (Settings → General)',
  document: 'The invoice’s title and number, e.g. “Tax invoice 1042”',
  invoice_number: 'The invoice’s number, or the numbers of the invoices chased',
  invoice_count: 'How many invoices are chased, e.g. “2 invoices”',
  amount_due: 'What is owed: the invoice’s balance, the total chased, or the statement’s closing balance',
  due_date: 'The invoice’s due date (the earliest, when several are chased)',
  period: 'The statement’s dates, e.g. “1 Oct 2026 to 31 Oct 2026”',
  details: 'The body the product writes: the invoice’s amounts, the table of invoices chased, or what the statement shows is owed',
  how_to_pay: 'Your bank details with the reference to quote (empty when none are set or nothing is owed)',
  links: 'The links to view the invoices online',
} as const;
export type Placeholder = keyof typeof placeholders;
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

export type MailTemplate = { subject: string; message: string };

const closing = 'Kind regards,\n{business_name}';
const chase = (subject: string, opening: string, ending: string): MailTemplate => ({
  subject: `${subject}: {invoice_count} for {client_name}, {amount_due} owing`,
  message: `Hello,\n\n${opening}\n\n{details}\n\n${ending}\n\n{how_to_pay}\n\n{links}\n\n${closing}`,
});

export const defaultTemplates: Record<MailTemplateKind, MailTemplate> = {
  invoice: {
    subject: '{document} from {business_name}',
    message: `Hello,\n\n{details}\n\n{links}\n\n{how_to_pay}\n\n${closing}`,
  },
  reminder: chase(
    'Payment reminder',
    'This is a friendly reminder that the invoices below are overdue or part paid.',
    'If you have paid in the last few days, thank you, and please disregard this reminder.',
  ),
  notice: chase(
    'Notice to pay',
    'Despite our reminders, the invoices below remain unpaid.',
    'Please pay the amount owing now, or contact our office to discuss it.',
  ),
  warning: chase(
    'Suspension warning',
    'The invoices below remain unpaid.',
    'Unless they are paid, we will suspend our cleaning service for {client_name}. Please pay the amount owing or contact our office.',
  ),
  suspension: chase(
    'Service suspended',
    'Because the invoices below remain unpaid, our cleaning service for {client_name} is suspended from today.',
    'Please pay the amount owing and contact our office to arrange for service to resume.',
  ),
  statement: {
    subject: 'Statement of account for {client_name}, {period}',
    message: `Hello,\n\nPlease find attached the statement of account for {client_name} from {period}.\n{details}\n\n${closing}`,
  },
};

const placeholderPattern = /\{([a-z_]+)\}/g;
const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(placeholders, name);

/** The names in braces that are not placeholders: the Settings form refuses a template that uses one. */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1]).filter((name) => !isPlaceholder(name)))];
}

/**
 * One pass over the text, so a value that itself contains braces (a client named "{links}") is never filled
 * again. A placeholder with no value becomes empty, and the blank lines an empty block leaves behind close up
 * to one, so a template reads the same whether or not, say, bank details are set.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  const filled = text.replace(placeholderPattern, (whole, name: string) => (isPlaceholder(name) ? (values[name] ?? '') : whole));
  return filled.replace(/\n{3,}/g, '\n\n').replace(/\s+$/, '');
}

/** A template with its placeholders filled: the subject on one line. */
export function renderTemplate(template: MailTemplate, values: PlaceholderValues): MailTemplate {
  return {
    subject: fillPlaceholders(template.subject, values).replace(/\s*\n\s*/g, ' '),
    message: fillPlaceholders(template.message, values),
  };
}
