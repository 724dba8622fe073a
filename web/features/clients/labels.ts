import type { Client } from '../../../shared/api/clients';

/** Words for the stored values of a client's settings. */
export const invoiceScheduleLabels: Record<Client['invoice_schedule'], string> = {
  month: 'Monthly',
  fortnight: 'Fortnightly',
  week: 'Weekly',
};
export const paymentMethodLabels: Record<Client['payment_method'], string> = { terms: 'Terms', cash: 'Cash' };
export const paymentTypeLabels: Record<Client['payment_type'], string> = { postpaid: 'Postpaid', prepaid: 'Prepaid' };

export const contactTypeLabels = { contact: 'Contact', account: 'Accounts' } as const;

export const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
