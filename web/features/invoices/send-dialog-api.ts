/**
 * The send dialog's calls (docs/domain.md "E-mail templates"): the draft of an invoice's, a chasing step's or a
 * statement's e-mail, and its send with the dialog's To, CC, subject and message.
 */
import { useQuery } from '@tanstack/react-query';
import type { EscalationStep } from '../../../shared/escalation-steps';
import type { ChosenMail, MailDraft } from '../../../shared/api/send-mail';
import { invoiceKeys } from '../../entities/invoices/invoice-keys';
import { invalidateAfterInvoiceChange } from '../../entities/invalidation-groups';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** What is being sent: one invoice, a step of chasing a client, or a client's statement for a range. */
export type SendTarget =
  | { kind: 'invoice'; id: number }
  | { kind: 'step'; clientId: number; step: EscalationStep }
  | { kind: 'statement'; clientId: number; from: string; to: string };

function draftUrl(target: SendTarget): string {
  if (target.kind === 'invoice') return `/api/invoices/${target.id}/mail-draft`;
  if (target.kind === 'step') return `/api/clients/${target.clientId}/${target.step}/mail-draft`;
  return `/api/clients/${target.clientId}/statement-mail-draft?${new URLSearchParams({ from: target.from, to: target.to })}`;
}

export function useMailDraft(target: SendTarget) {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'mail-draft', target],
    queryFn: () => api<MailDraft>(draftUrl(target), { quiet: true }),
    // The draft reads the invoices as they are now: a second opening reads them again.
    gcTime: 0,
  });
}

/** Sends as the dialog says; answers the toast's message. Refusals (422) come back to the form. */
export async function sendFromDialog(target: SendTarget, mail: ChosenMail): Promise<string> {
  const url =
    target.kind === 'invoice'
      ? `/api/invoices/${target.id}/send`
      : target.kind === 'step'
        ? `/api/clients/${target.clientId}/${target.step}`
        : `/api/clients/${target.clientId}/send-statement`;
  const body = target.kind === 'statement' ? { from: target.from, to: target.to, mail } : mail;
  const { message } = await api<{ message: string }>(url, { method: 'POST', body, quiet: true });
  if (target.kind !== 'statement') await invalidateAfterInvoiceChange(queryClient);
  return message;
}
