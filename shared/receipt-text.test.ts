import { describe, expect, it } from 'vitest';
import { findAbn, findAmount, findDate, findGst, findVendorName, monthOf, readReceipt, recogniseVendor } from './receipt-text';

const bunnings = `BUNNINGS WAREHOUSE
ABN 51 824 753 556
TAX INVOICE
Date: 03/11/2026 10:42
Mop heads x4 $31.96
Floor cleaner 5L $13.14
TOTAL $45.10
GST included $4.10
EFTPOS $45.10`;

describe('readReceipt', () => {
  it('reads a shop receipt as OCR gives it', () => {
    expect(readReceipt(bunnings)).toEqual({
      amount: 4510,
      gst: 410,
      date: '2026-11-03',
      abn: '51824753556',
      vendorName: 'BUNNINGS WAREHOUSE',
    });
  });

  it('reads a supplier bill with a subtotal, GST, a due date and thousands', () => {
    const bill = `Tax Invoice
Sydney Cleaning Supplies Pty Ltd
ABN: 53004085616
Invoice date 14 October 2026
Due date 28 October 2026
Subtotal 1,120.00
GST 112.00
Total AUD 1,232.00
Amount due $1,232.00`;
    expect(readReceipt(bill)).toEqual({
      amount: 123_200,
      gst: 11_200,
      date: '2026-10-14',
      abn: '53004085616',
      vendorName: 'Sydney Cleaning Supplies Pty Ltd',
    });
  });
});

describe('findAmount', () => {
  it.each([
    ['Total $12.50', 1250],
    ['TOTAL GST $4.10\nTOTAL $45.10', 4510], // the larger sum on the total lines
    ['Subtotal $100.00\nGST $10.00\nTotal $110.00', 11_000],
    ['Subtotal $100.00', 10_000], // no total line: the largest sum on the page
    ['Amount payable: 2,345.67', 234_567],
    ['Balance due 88.00', 8800],
    ['Cash 50.00\nChange 4.90', 5000],
    ['Nothing here', null],
    ['Total 45', null], // no cents: not read as money
    ['Total $0.00', null],
    ['Total $ 1,234.50', 123_450],
    ['TOTAL $99999999999999999.00\nCash 5.00', 500], // beyond any amount: not read, so the page's sum counts
  ])('%j → %s', (text, cents) => {
    expect(findAmount(text)).toBe(cents);
  });
});

describe('findGst', () => {
  it.each([
    [bunnings, 410],
    ['Subtotal 1,120.00\nGST 112.00\nTotal AUD 1,232.00', 11_200],
    ['TOTAL (inc GST) $93.50\nGST $8.50', 850], // the total on a GST line is not the GST
    ['Total includes GST of $8.50\nTOTAL $93.50', 850],
    ['TOTAL $93.50\nGST 10.00%  $8.50', 850], // a rate is not a sum
    ['TOTAL (inc GST) $93.50', null], // says GST, prints no GST amount
    ['Stamps $12.00\nTOTAL $12.00\nGST $0.00', 0],
    ['Bread $5.50 GST free\nTOTAL $5.50', 0],
    ['TOTAL $5.50\nNo GST', 0],
    ['TOTAL $45.10\nEFTPOS $45.10', null], // no GST line at all
    ['G.S.T. $4.10\nTOTAL $45.10', 410],
  ])('%j → %s', (text, cents) => {
    expect(findGst(text)).toBe(cents);
  });
});

describe('monthOf (a letter misread by OCR is forgiven once)', () => {
  it.each([
    ['Nov', 11],
    ['november', 11],
    ['Noy', 11],
    ['0ct', 10],
    ['Sepr', 9],
    ['Mav', 0], // Mar or May: not guessed
    ['Jux', 0], // Jun or Jul
    ['Xyz', 0],
  ])('%s → %i', (word, month) => {
    expect(monthOf(word)).toBe(month);
  });

  it('reads a noisy photo’s 25 Noy 2026 as 25 November 2026', () => {
    expect(findDate('Date 25 Noy 2026')).toBe('2026-11-25');
    expect(findDate('0ct 12, 2026')).toBe('2026-10-12');
  });
});

describe('findDate', () => {
  it.each([
    ['Date: 03/11/2026', '2026-11-03'], // day first, as in Australia
    ['03.11.26 14:02', '2026-11-03'],
    ['Issued 2026-10-14', '2026-10-14'],
    ['12 Oct 2026', '2026-10-12'],
    ['Tax invoice dated 1st September, 2026', '2026-09-01'],
    ['Oct 12, 2026', '2026-10-12'],
    ['Due date 28/10/2026\nDate 14/10/2026', '2026-10-14'], // never the due date when another is labelled
    ['31/02/2026', null], // no such day
    ['Order 12/34/5678', null],
    ['no date', null],
  ])('%j → %s', (text, date) => {
    expect(findDate(text)).toBe(date);
  });
});

describe('findAbn', () => {
  it.each([
    ['ABN 51 824 753 556', '51824753556'],
    ['A.B.N. 51824753556', '51824753556'],
    ['ABN: 51 824 753 557', null], // fails the checksum (a misread digit)
    ['Call 53 004 085 616 today', '53004085616'], // the usual grouping passes the checksum
    ['Phone 02 9876 5432', null],
  ])('%j → %s', (text, abn) => {
    expect(findAbn(text)).toBe(abn);
  });
});

describe('findVendorName', () => {
  it('skips headings, ABNs, dates and prices', () => {
    expect(findVendorName('TAX INVOICE\n\nABN 51 824 753 556\n03/11/2026\nCaltex Woolloomooloo\nDiesel $86.35')).toBe(
      'Caltex Woolloomooloo',
    );
    expect(findVendorName('$12.00\n12/01/2026')).toBeNull();
  });
});

describe('recogniseVendor', () => {
  const vendors = [
    { id: 1, name: 'Bunnings Group Ltd', tradingName: 'Bunnings Warehouse', abn: '51824753556' },
    { id: 2, name: 'BP Australia Pty Ltd', tradingName: 'BP', abn: null },
    { id: 3, name: 'BP Connect Ashfield', tradingName: null, abn: null },
    { id: 4, name: 'Officeworks', tradingName: null, abn: null },
  ];
  it.each([
    [{ abn: '51824753556' }, 'anything', 1],
    [{ abn: null }, 'BUNNINGS WAREHOUSE\nTotal $1.00', 1],
    [{ abn: null }, 'bp connect ashfield\nunleaded', 3], // the longest name wins
    [{ abn: null }, 'BP Australia\nDiesel', 2],
    [{ abn: null }, 'bp\nunleaded', null], // "bp" alone is too short to trust
    [{ abn: null }, 'OFFICEWORKSHOP', null], // only whole words
    [{ abn: '53004085616' }, 'Officeworks Ltd', 4], // an unknown ABN falls back to the name
  ])('%j in %j → %s', (facts, text, id) => {
    expect(recogniseVendor(facts, text, vendors)).toBe(id);
  });
});
