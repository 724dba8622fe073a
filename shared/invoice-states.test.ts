import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedInvoiceActions,
  deliveries,
  escalations,
  type InvoiceAction,
  type InvoiceFacts,
  invoiceActionRefusal,
  invoiceStanding,
  stateOfStanding,
  invoiceState,
  invoiceStates,
  isDraft,
  isIssued,
  isUnpaid,
  primaryAction,
  primaryActionOf,
} from './invoice-states';

const today = '2026-11-23';
const draft: InvoiceFacts = {
  cancelled: false,
  cash: false,
  delivery: null,
  escalation: null,
  total: 11000,
  applied: 0,
  due_date: '2026-12-07',
};
const sent = (facts: Partial<InvoiceFacts> = {}): InvoiceFacts => ({ ...draft, delivery: 'sent', ...facts });
/** Every value of the fields besides money and dates; each property adds the amounts and due dates it ranges over. */
const anyStandingFields = {
  cancelled: fc.boolean(),
  cash: fc.boolean(),
  delivery: fc.constantFrom(null, ...deliveries),
  escalation: fc.constantFrom(null, ...escalations),
};

describe('invoiceState', () => {
  it.each([
    ['a draft', draft, 'open'],
    ['a draft past its due date', { ...draft, due_date: '2026-01-01' }, 'open'],
    ['waiting for delivery', sent({ delivery: 'sending' }), 'sending'],
    ['delivered', sent(), 'sent'],
    ['opened by the client', sent({ delivery: 'seen' }), 'seen'],
    ['due today', sent({ due_date: today }), 'sent'],
    ['due yesterday', sent({ due_date: '2026-11-22' }), 'overdue'],
    ['seen and overdue', sent({ delivery: 'seen', due_date: '2026-11-22' }), 'overdue'],
    ['part paid', sent({ applied: 5000 }), 'partial'],
    ['part paid and overdue', sent({ applied: 5000, due_date: '2026-11-01' }), 'partial'],
    ['reminded, part paid since', sent({ escalation: 'reminded', applied: 5000 }), 'reminded'],
    ['given notice', sent({ escalation: 'notice' }), 'notice'],
    ['warned', sent({ escalation: 'warning' }), 'warning'],
    ['service suspended', sent({ escalation: 'suspended' }), 'suspended'],
    ['paid in full', sent({ applied: 11000 }), 'paid'],
    ['paid after suspension', sent({ escalation: 'suspended', applied: 11000 }), 'paid'],
    ['overpaid', sent({ applied: 12000 }), 'paid'],
    ['a cash visit not yet paid', { ...draft, cash: true }, 'cash'],
    ['a cash visit paid', { ...draft, cash: true, applied: 11000 }, 'paid'],
    ['cancelled after being paid', sent({ cancelled: true, applied: 11000 }), 'cancelled'],
    ['a zero invoice sent', sent({ total: 0 }), 'sent'],
  ] as const)('%s → %s', (_label, facts, state) => {
    expect(invoiceState(facts, today)).toBe(state);
  });

  it('is always one of the states, and unpaid exactly when sent with a balance', () => {
    const facts = fc.record({
      ...anyStandingFields,
      total: fc.integer({ min: 0, max: 1_000_000 }),
      applied: fc.integer({ min: 0, max: 1_000_000 }),
      due_date: fc.constantFrom('2026-11-01', today, '2026-12-31'),
    });
    fc.assert(
      fc.property(facts, (invoice) => {
        const state = invoiceState(invoice, today);
        expect(invoiceStates).toContain(state);
        const balance = invoice.total - invoice.applied;
        expect(isUnpaid(state, balance)).toBe(!invoice.cancelled && !invoice.cash && invoice.delivery !== null && balance > 0);
      }),
    );
  });
});

describe('invoiceStanding', () => {
  it('is the state but for today: stateOfStanding gives the state back on any day', () => {
    const facts = fc.record({
      ...anyStandingFields,
      total: fc.integer({ min: -1000, max: 20_000 }),
      applied: fc.integer({ min: -1000, max: 20_000 }),
      adjusted: fc.integer({ min: 0, max: 5000 }),
      due_date: fc.constantFrom('2026-11-01', '2026-11-22', today, '2026-11-24', '2026-12-31'),
    });
    fc.assert(
      fc.property(facts, (invoice) => {
        expect(invoiceState(invoice, today)).toBe(stateOfStanding(invoiceStanding(invoice), invoice.due_date < today));
      }),
    );
  });
});

describe('issued and draft', () => {
  it.each([
    [draft, false, true],
    [sent(), true, false],
    [sent({ delivery: 'seen' }), true, false],
    [{ ...draft, cash: true }, true, false],
    [sent({ cancelled: true }), false, false],
    [{ ...draft, cancelled: true }, false, false],
    [{ ...draft, cash: true, cancelled: true }, false, false],
  ])('%j: issued %s, draft %s', (facts, issued, isADraft) => {
    expect(isIssued(facts)).toBe(issued);
    expect(isDraft(facts)).toBe(isADraft);
  });

  it('a draft is an invoice whose state is open or paid, and never an issued one', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...deliveries, null),
        fc.integer({ min: 0, max: 20_000 }),
        (cancelled, cash, delivery, applied) => {
          const facts = { ...draft, cancelled, cash, delivery, applied };
          expect(isDraft(facts) && isIssued(facts)).toBe(false);
          if (isDraft(facts)) expect(['open', 'paid']).toContain(invoiceState(facts, today));
        },
      ),
    );
  });
});

describe('actions by state', () => {
  it.each([
    ['open', 'send'],
    ['sent', 'mark_paid'],
    ['seen', 'mark_paid'],
    ['suspended', 'mark_paid'],
    ['overdue', 'reminder'],
    ['partial', 'reminder'],
    ['reminded', 'notice'],
    ['notice', 'warning'],
    ['warning', 'suspend'],
    ['paid', null],
    ['cancelled', null],
  ] as const)('the primary action of %s is %s', (state, action) => {
    expect(primaryAction[state]).toBe(action);
  });

  it.each([
    ['partial', '2026-12-01', 'mark_paid'],
    ['partial', '2026-11-20', 'mark_paid'],
    ['partial', '2026-11-19', 'reminder'],
    ['overdue', '2026-11-19', 'reminder'],
    ['sent', '2026-12-01', 'mark_paid'],
  ] as const)('a %s invoice due %s has the primary action %s on 20 Nov 2026 (a part-paid one is chased once due)', (state, due, action) => {
    expect(primaryActionOf(state, due, '2026-11-20')).toBe(action);
  });

  // send always; edit in the editable states; mark paid unless cancelled, paid or cash; adjust once issued and not
  // cancelled; delete unless partial,
  // cancelled, paid or cash; a reminder for reminded and notice; plus the primary action.
  it.each([
    ['open', ['send', 'edit', 'mark_paid', 'delete']],
    ['sending', ['send', 'mark_paid', 'adjust', 'delete']],
    ['sent', ['send', 'edit', 'mark_paid', 'adjust', 'delete']],
    ['seen', ['send', 'edit', 'mark_paid', 'adjust', 'delete']],
    ['overdue', ['send', 'edit', 'mark_paid', 'adjust', 'delete', 'reminder']],
    ['partial', ['send', 'mark_paid', 'adjust', 'reminder']],
    ['reminded', ['send', 'edit', 'mark_paid', 'adjust', 'delete', 'reminder', 'notice']],
    ['notice', ['send', 'edit', 'mark_paid', 'adjust', 'delete', 'reminder', 'warning']],
    ['warning', ['send', 'edit', 'mark_paid', 'adjust', 'delete', 'suspend']],
    ['suspended', ['send', 'edit', 'mark_paid', 'adjust', 'delete']],
    ['paid', ['send', 'adjust']],
    ['cash', ['send', 'adjust']],
    ['cancelled', ['send']],
  ] as const)('%s allows %j', (state, actions) => {
    expect(allowedInvoiceActions(state)).toEqual(actions);
  });

  it.each(invoiceStates)('%s with an adjustment note allows what it would without, but delete', (state) => {
    expect(allowedInvoiceActions(state, { adjusted: true })).toEqual(allowedInvoiceActions(state).filter((action) => action !== 'delete'));
    expect(invoiceActionRefusal(state, 'delete', { adjusted: true })).toBe(
      'An invoice with an adjustment note cannot be cancelled: issue another adjustment note for what is left.',
    );
  });

  it('refuses the rest with a message naming the state', () => {
    expect(invoiceActionRefusal('paid', 'edit')).toBe('A paid invoice cannot be edited.');
    expect(invoiceActionRefusal('overdue', 'suspend')).toBe('An overdue invoice cannot be suspended.');
    expect(invoiceActionRefusal('open', 'send')).toBeNull();
    for (const state of invoiceStates) {
      for (const action of allowedInvoiceActions(state) as InvoiceAction[]) expect(invoiceActionRefusal(state, action)).toBeNull();
    }
  });
});
