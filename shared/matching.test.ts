import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expenseMatch,
  invoiceGroupMatch,
  invoiceMatch,
  nameIn,
  numbersIn,
  type OpenInvoice,
  quotedInvoiceNumbers,
  ruleMatch,
  strongMatch,
  suggestFrom,
} from './matching';
import { indexInvoices, payerKey, suggestForIncoming, suggestForOutgoing } from './suggest';

const invoice = (over: Partial<OpenInvoice> = {}): OpenInvoice => ({
  id: 1,
  number: 1042,
  clientId: 7,
  clientName: 'Harbourside Dental Pty Ltd',
  issuedAt: '2026-10-01',
  balance: 165_000,
  ...over,
});
const line = (amount: number, description: string, date = '2026-10-10') => ({ amount, description, date });

describe('invoiceMatch: confidence and reasons', () => {
  it.each([
    [
      'exact balance, number, name, after issue',
      line(165_000, 'HARBOURSIDE DENTAL INV1042'),
      100,
      [
        'Amount $1,650.00 is the balance',
        'Invoice 1042 in the description',
        'Name Harbourside Dental Pty Ltd in the description',
        'The only open invoice of this amount',
        'Paid 9 days after issue',
      ],
    ],
    ['exact balance and number', line(165_000, 'DIRECT CREDIT 1042'), 95, null],
    ['exact balance and name', line(165_000, 'HARBOURSIDE DENTAL'), 85, null],
    ['exact balance only, the only one', line(165_000, 'DEPOSIT'), 65, null],
    ['exact balance only, before issue', line(165_000, 'DEPOSIT', '2026-09-20'), 40, null],
    [
      'part payment quoting the invoice, no name',
      line(50_000, 'NPP CREDIT INV 1042 PART'),
      60,
      ['Invoice 1042 in the description', 'Part payment of the invoice it quotes (balance $1,650.00)', 'Paid 9 days after issue'],
    ],
    ['part payment quoting the invoice, before issue', line(50_000, 'INV 1042', '2026-09-20'), 35, null],
    ['part payment with a number not given as an invoice', line(50_000, 'CASH DEPOSIT BRANCH 1042'), 50, null],
    ['part payment with number and name', line(50_000, 'Harbourside Dental 1042'), 70, null],
    ['part payment quoting the invoice, with the name', line(50_000, 'HARBOURSIDE DENTAL INV1042'), 80, null],
    ['part payment, nothing else', line(50_000, 'DEPOSIT'), 5, null],
    ['more than the balance', line(200_000, 'HARBOURSIDE DENTAL 1042'), 0, []],
    ['an outgoing line', line(-165_000, 'HARBOURSIDE DENTAL 1042'), 0, []],
    ['the number inside a longer number is not it', line(165_000, 'REF 10421'), 65, null],
  ])('%s', (_name, bankLine, confidence, reasons) => {
    const match = invoiceMatch(bankLine, invoice());
    expect(match.confidence).toBe(confidence);
    if (reasons) expect(match.reasons).toEqual(reasons);
  });

  it('counts a payer seen before as the name', () => {
    expect(invoiceMatch(line(165_000, 'J SMITH SAVINGS'), invoice(), { sameBalance: 2, knownPayer: true }).confidence).toBe(75);
  });

  it('stays within 0 to 100, and is 0 unless the amount could be it', () => {
    const words = fc.constantFrom('HARBOURSIDE', 'DENTAL', '1042', 'INV1042', 'DEPOSIT', 'SMITH', 'X');
    fc.assert(
      fc.property(
        fc.integer({ min: -500_000, max: 500_000 }),
        fc.array(words, { maxLength: 6 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.boolean(),
        (amount, desc, balance, known) => {
          const match = invoiceMatch(line(amount, desc.join(' ')), invoice({ balance }), { sameBalance: 1, knownPayer: known });
          expect(match.confidence).toBeGreaterThanOrEqual(0);
          expect(match.confidence).toBeLessThanOrEqual(100);
          if (amount <= 0 || amount > balance) expect(match.confidence).toBe(0);
          if (match.confidence >= suggestFrom) expect(match.reasons.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('invoiceGroupMatch', () => {
  const a = invoice({ id: 1, number: 1042, balance: 10_000 });
  const b = invoice({ id: 2, number: 1043, balance: 25_000, issuedAt: '2026-10-05' });
  it.each([
    ['adding up, named', line(35_000, 'HARBOURSIDE DENTAL'), 70],
    ['adding up, named, both numbers', line(35_000, 'HARBOURSIDE DENTAL 1042 1043'), 100],
    ['adding up, named, one number', line(35_000, 'HARBOURSIDE DENTAL 1043'), 75],
    ['adding up, nothing else', line(35_000, 'DEPOSIT'), 50],
    ['not adding up', line(35_001, 'HARBOURSIDE DENTAL'), 0],
  ])('%s', (_name, bankLine, confidence) => expect(invoiceGroupMatch(bankLine, [a, b]).confidence).toBe(confidence));
  it('is strong when the line quotes every invoice of the group, named or not', () => {
    const c = invoice({ id: 3, number: 1041, balance: 5_000, issuedAt: '2026-09-20' });
    const match = invoiceGroupMatch(line(40_000, 'NPP CREDIT INV 1043 1042 1041'), [c, a, b]);
    expect(match).toEqual({
      confidence: 95,
      reasons: ['Invoices 1041 + 1042 + 1043 add up to $400.00', 'Quotes invoices 1041, 1042 and 1043', 'Paid after every issue date'],
    });
    expect(match.confidence).toBeGreaterThanOrEqual(strongMatch);
    expect(invoiceGroupMatch(line(40_000, 'NPP CREDIT INV 1043 1042'), [c, a, b]).confidence).toBe(60);
  });
  it('never groups two clients', () => expect(invoiceGroupMatch(line(35_000, 'X'), [a, { ...b, clientId: 8 }]).confidence).toBe(0));
});

describe('expenseMatch and ruleMatch', () => {
  const fuel = { amount: 8640, date: '2026-10-03', vendorName: 'BP', description: 'Fuel' };
  it.each([
    ['same amount, day and vendor', line(-8640, 'BP FUEL EPPING', '2026-10-03'), 100],
    ['same amount, 2 days, no vendor', line(-8640, 'EFTPOS 1234', '2026-10-05'), 75],
    ['same amount, far apart', line(-8640, 'EFTPOS', '2026-12-25'), 55],
    ['another amount', line(-8641, 'BP FUEL', '2026-10-03'), 0],
    ['incoming', line(8640, 'BP FUEL', '2026-10-03'), 0],
  ])('%s', (_name, bankLine, confidence) => expect(expenseMatch(bankLine, fuel).confidence).toBe(confidence));

  it.each([
    ['BP FUEL', 'BP FUEL EPPING 1234', 85],
    ['bp fuel', 'Bp  Fuel, Epping', 85],
    ['BP FUEL', 'BPFUEL', 0],
    ['FUEL', 'BP FUELS', 0],
  ])('rule %j on %j', (contains, description, confidence) =>
    expect(ruleMatch(line(-100, description), { id: 1, contains, confidence: 85 }).confidence).toBe(confidence),
  );
});

describe('reading descriptions', () => {
  it.each([
    ['INV1042 thanks', [1042]],
    ['#1042 and 1043', [1042, 1043]],
    ['INVOICE 0001042', [1042]],
    ['ABC-77', [77]],
  ])('numbersIn(%j)', (text, numbers) => expect([...numbersIn(text)]).toEqual(numbers));
  it.each([
    ['INV 887 891 886', [887, 891, 886]],
    ['NPP CREDIT INV 959 PART', [959]],
    ['INV959 and #960', [959, 960]],
    ['INVOICES 886, 887 AND 891', [886, 887, 891]],
    ['CASH DEPOSIT BRANCH 2041', []],
    ['INV 959 REF 77', [959]],
  ])('quotedInvoiceNumbers(%j)', (text, numbers) => expect([...quotedInvoiceNumbers(text)]).toEqual(numbers));
  it.each([
    ['SP 80317 COOGEE SAND', 'Coogee Sands Strata', 'most'],
    ['SP 80317 COOGEE SAND', 'Coogee Sands', 'all'],
    ['BRIDGEPOINT ACCOUNTA INV 887 891 886', 'Bridgepoint Accountants Pty Ltd', 'all'],
    ['SP 80317 COOGEE SA', 'Coogee Sands Strata Services', 'none'],
    ['SP 80317 COOG', 'Coogee Sands', 'none'],
    ['SP 80317 BONDI SAND', 'Coogee Sands', 'none'],
    ['COOGEE SAND PAYMENT 80317', 'Coogee Sands Strata', 'most'],
  ])('nameIn(%j, %j) with a word the bank cut', (text, name, found) => expect(nameIn(text, name)).toBe(found));
  it.each([
    ['HARBOURSIDE DENTAL', 'Harbourside Dental Pty Ltd', 'all'],
    ['HARBOURSIDE', 'Harbourside Dental Pty Ltd', 'most'],
    ['DENTAL CARE', 'Smile Dental Care Group', 'most'],
    ['THE PTY LTD', 'The Pty Ltd', 'none'],
  ])('nameIn(%j, %j)', (text, name, found) => expect(nameIn(text, name)).toBe(found));
  it('reads a payer without its changing references', () => expect(payerKey('J SMITH 10421 REF 55')).toBe('J SMITH REF'));
});

describe('suggestForIncoming', () => {
  const invoices = [
    invoice({ id: 1, number: 1001, clientId: 1, clientName: 'Acme Cleaning Supplies', balance: 10_000 }),
    invoice({ id: 2, number: 1002, clientId: 1, clientName: 'Acme Cleaning Supplies', balance: 20_000, issuedAt: '2026-10-02' }),
    invoice({ id: 3, number: 1003, clientId: 2, clientName: 'Harbourside Dental', balance: 10_000 }),
  ];
  const index = indexInvoices(invoices);
  const none = { payers: new Map<string, number>(), dismissed: new Set<number>() };

  it('suggests the invoice named and of the amount', () => {
    expect(suggestForIncoming(line(10_000, 'HARBOURSIDE DENTAL'), index, none)).toMatchObject({
      kind: 'invoices',
      invoices: [{ id: 3, amount: 10_000 }],
      confidence: 75,
    });
  });
  it('suggests a client’s invoices that add up', () => {
    expect(suggestForIncoming(line(30_000, 'ACME CLEANING SUPPLIES'), index, none)).toMatchObject({
      invoices: [
        { id: 1, amount: 10_000 },
        { id: 2, amount: 20_000 },
      ],
      confidence: 70,
    });
  });
  it('never suggests a dismissed invoice, and nothing below 60', () => {
    expect(suggestForIncoming(line(10_000, 'HARBOURSIDE DENTAL'), index, { ...none, dismissed: new Set([1, 3]) })).toBeNull();
    expect(suggestForIncoming(line(10_000, 'DEPOSIT'), index, none)).toBeNull();
  });
  it('knows a payer from before', () => {
    const payers = new Map([[payerKey('J CITIZEN SAVINGS'), 2]]);
    expect(suggestForIncoming(line(10_000, 'J CITIZEN SAVINGS 99'), index, { ...none, payers })).toMatchObject({ invoices: [{ id: 3 }] });
  });
  it.each([
    ['quoting the three, the name cut', 'BRIDGEPOINT ACCOUNTA INV 887 891 886', 1_421_230, [886, 887, 891], 100],
    ['quoting the three, no name', 'NPP CREDIT INV 891 886 887', 1_421_230, [886, 887, 891], 95],
    ['named, the three that add up', 'OSKO PAYMENT FROM BRIDGEPOINT ACCOUNTANTS', 1_421_230, [886, 887, 891], 70],
    ['named, four of them, the oldest', 'BRIDGEPOINT ACCOUNTANTS', 4 * 300_000, [880, 881, 882, 883], 70],
    ['the name cut, two that add up', 'SP 80317 BRIDGEPOINT ACC', 600_000, [880, 881], 70],
  ])('finds several invoices of a client paid together: %s', (_name, description, amount, numbers, confidence) => {
    const bridgepoint = [300_000, 300_000, 300_000, 300_000, 421_050, 650_090, 350_090, 999_999].map((balance, i) =>
      invoice({
        id: 100 + i,
        number: [880, 881, 882, 883, 886, 887, 891, 892][i],
        clientId: 9,
        clientName: 'Bridgepoint Accountants Pty Ltd',
        balance,
      }),
    );
    const suggestion = suggestForIncoming(line(amount, description), indexInvoices([...invoices, ...bridgepoint]), none);
    expect(
      suggestion?.kind === 'invoices' && suggestion.invoices.map((i) => bridgepoint.find((b) => b.id === i.id)?.number).sort(),
    ).toEqual(numbers);
    expect(suggestion?.confidence).toBe(confidence);
  });
  it('suggests a part payment that quotes the invoice and not the name', () => {
    expect(suggestForIncoming(line(5_000, 'NPP CREDIT INV 1003 PART'), index, none)).toMatchObject({
      invoices: [{ id: 3, amount: 5_000 }],
      confidence: 60,
    });
  });
  it('marks strong matches from 90', () => {
    expect(suggestForIncoming(line(10_000, 'HARBOURSIDE DENTAL 1003'), index, none)!.confidence).toBeGreaterThanOrEqual(strongMatch);
  });
});

describe('suggestForOutgoing', () => {
  const rule = { id: 9, contains: 'BP FUEL', confidence: 80, vendorId: 4, categoryId: 5, businessUse: 100, gst: true };
  const none = { expenses: new Set<number>(), rules: new Set<number>() };
  it('prefers a recorded expense that agrees, else a rule', () => {
    const expense = { id: 3, amount: 8640, date: '2026-10-03', vendorName: 'BP', description: 'Fuel' };
    expect(suggestForOutgoing(line(-8640, 'BP FUEL', '2026-10-03'), [expense], [rule], none)).toMatchObject({
      kind: 'expense',
      expense_id: 3,
      confidence: 100,
    });
    expect(suggestForOutgoing(line(-5000, 'BP FUEL EPPING', '2026-10-03'), [], [rule], none)).toMatchObject({
      kind: 'rule',
      rule_id: 9,
      confidence: 80,
      expense: { amount: 5000, vendor_id: 4, category_id: 5, business_use: 100, gst: true, description: 'BP FUEL EPPING' },
    });
    expect(suggestForOutgoing(line(-5000, 'BP FUEL', '2026-10-03'), [], [rule], { ...none, rules: new Set([9]) })).toBeNull();
  });
});
