import type { Invoice, InvoiceSummary } from '../../shared/api/invoices';
import { allowedInvoiceActions, type InvoiceState, presentInvoiceState } from '../../shared/invoice-states';

/** An invoice of the list in a state, with the actions the server would send for it; tests patch the rest. */
export function summaryFixture(state: InvoiceState, patch: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 40,
    number: 1040,
    issued_at: '2030-03-01',
    due_at: '2030-03-15',
    last_sent: state === 'open' ? null : '2030-03-01T01:00:00.000Z',
    client_id: 3,
    client: { id: 3, name: 'Harbour Dental' },
    terms: 14,
    time_to_pay: 12,
    amount: 100000,
    tax: 10000,
    total: 110000,
    paid: state === 'paid' ? 110000 : state === 'partial' ? 50000 : 0,
    balance: state === 'paid' ? 0 : state === 'partial' ? 60000 : 110000,
    state: presentInvoiceState(state),
    actions: allowedInvoiceActions(state),
    ...patch,
  };
}

/** An open invoice in full as `GET /api/invoices/{id}` answers it: two lines, no payments. */
export function invoiceFixture(patch: Partial<Invoice> = {}): Invoice {
  return {
    ...summaryFixture('open'),
    amount: 25050,
    tax: 2505,
    total: 27555,
    balance: 27555,
    note: null,
    adjustment_notes: [],
    title: 'Tax invoice',
    gst: true,
    lines: [
      { id: 1, label: 'Office clean', unit_price: 12000, quantity: 2, amount: 24000 },
      { id: 2, label: 'Toilet paper', unit_price: 350, quantity: 3, amount: 1050 },
    ],
    payments: [],
    address: { name: 'Harbour Dental', address1: '1 Beach Rd', address2: null, address3: null, city: 'Bondi NSW 2026' },
    config: {
      business_name: 'Sparkle Cleaning',
      legal_name: null,
      abn: '51824753556',
      gst_registered: true,
      address: null,
      phone: null,
      email: null,
      logo: null,
      header_title: null,
      header_content: null,
      footer_title: null,
      footer_content: null,
      account_name: 'Sparkle Cleaning',
      bsb: '062000',
      account_number: '12345678',
    },
    visits: [{ id: 77, due_date: '2030-02-25', task_group_name: 'Weekly clean' }],
    ...patch,
  };
}
