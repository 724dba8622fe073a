import { describe, expect, it } from 'vitest';
import { defaultTemplates, fillPlaceholders, renderTemplate, unknownPlaceholders } from './mail-templates';

describe('fillPlaceholders', () => {
  it.each([
    ['Hi {client_name}', { client_name: 'Bondi Dental' }, 'Hi Bondi Dental'],
    ['{amount_due} by {due_date}', { amount_due: '$1,100.00', due_date: '12 Dec 2026' }, '$1,100.00 by 12 Dec 2026'],
    ['Missing: {invoice_number}.', {}, 'Missing: .'],
    ['Not ours: {nope} {Client_Name}', { client_name: 'x' }, 'Not ours: {nope} {Client_Name}'],
    // One pass: a value holding braces is never filled again.
    ['{client_name} / {links}', { client_name: '{links}', links: 'L' }, '{links} / L'],
    // An empty block on its own line leaves one blank line, not three.
    ['A\n\n{how_to_pay}\n\nB', { how_to_pay: '' }, 'A\n\nB'],
    ['A\n\n{how_to_pay}\n\nB', { how_to_pay: 'Pay' }, 'A\n\nPay\n\nB'],
    ['Trailing\n\n{links}\n', {}, 'Trailing'],
  ])('%j with %j → %j', (text, values, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });
});

describe('the default templates', () => {
  it('write the invoice e-mail the product always sent', () => {
    const values = {
      client_name: 'Bondi Dental',
      business_name: 'Sparkle Commercial Cleaning',
      document: 'Tax invoice 1042',
      details: 'Please find attached tax invoice 1042 for $1,100.00, due on 12 Dec 2026.',
      links: 'View it online: https://app.example/invoice/view/abc',
      how_to_pay: 'How to pay (bank transfer):\n  BSB: 062-000\n  Reference: 1042',
    };
    expect(renderTemplate(defaultTemplates.invoice, values)).toEqual({
      subject: 'Tax invoice 1042 from Sparkle Commercial Cleaning',
      message: [
        'Hello,',
        '',
        'Please find attached tax invoice 1042 for $1,100.00, due on 12 Dec 2026.',
        '',
        'View it online: https://app.example/invoice/view/abc',
        '',
        'How to pay (bank transfer):',
        '  BSB: 062-000',
        '  Reference: 1042',
        '',
        'Kind regards,',
        'Sparkle Commercial Cleaning',
      ].join('\n'),
    });
    expect(renderTemplate(defaultTemplates.invoice, { ...values, how_to_pay: '', links: '' }).message).toBe(
      'Hello,\n\nPlease find attached tax invoice 1042 for $1,100.00, due on 12 Dec 2026.\n\nKind regards,\nSparkle Commercial Cleaning',
    );
  });

  it('write the suspension warning with the client’s name in its closing', () => {
    const { subject, message } = renderTemplate(defaultTemplates.warning, {
      client_name: 'Bondi Dental',
      invoice_count: '2 invoices',
      amount_due: '$220.00',
      details: 'table',
      links: 'The invoices are attached.',
      business_name: 'Sparkle',
    });
    expect(subject).toBe('Suspension warning: 2 invoices for Bondi Dental, $220.00 owing');
    expect(message).toBe(
      'Hello,\n\nThe invoices below remain unpaid.\n\ntable\n\nUnless they are paid, we will suspend our cleaning service for Bondi Dental. Please pay the amount owing or contact our office.\n\nThe invoices are attached.\n\nKind regards,\nSparkle',
    );
  });

  it('use only known placeholders', () => {
    for (const template of Object.values(defaultTemplates)) {
      expect(unknownPlaceholders(template.subject + template.message)).toEqual([]);
    }
    expect(unknownPlaceholders('{client_name} {foo} {foo} {bar}')).toEqual(['foo', 'bar']);
  });
});
