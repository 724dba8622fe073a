import { describe, expect, it } from 'vitest';
import { expenseDocumentMaxBytes } from '../../../shared/api/expenses';
import { sortDroppedFiles } from './expense-drops';

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('files dropped on an expense', () => {
  // Names, types and sizes rather than File objects: the test titles print the rows.
  it.each([
    ['a JPEG photo', 'receipt.jpg', 'image/jpeg', 10, true],
    ['a PNG', 'receipt.png', 'image/png', 10, true],
    ['a PDF bill', 'bill.pdf', 'application/pdf', 10, true],
    ['a PDF the browser gave no type', 'bill.PDF', '', 10, true],
    ['a HEIC photo from an iPhone', 'IMG_0001.heic', '', 10, true],
    ['a spreadsheet', 'costs.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 10, false],
    ['a text file', 'notes.txt', 'text/plain', 10, false],
    ['a PDF over 20 MB', 'huge.pdf', 'application/pdf', expenseDocumentMaxBytes + 1, false],
  ] as const)('%s (%s)', (_case, name, type, size, goes) => {
    const { accepted, refused } = sortDroppedFiles([file(name, type, size)]);
    expect(accepted.length).toBe(goes ? 1 : 0);
    expect(refused.length).toBe(goes ? 0 : 1);
  });

  it('says why each refused file was left, in the server’s words, and keeps the rest in order', () => {
    const { accepted, refused } = sortDroppedFiles([
      file('a.png', 'image/png'),
      file('b.txt', 'text/plain'),
      file('c.pdf', 'application/pdf', expenseDocumentMaxBytes + 1),
      file('d.pdf', 'application/pdf'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'd.pdf']);
    expect(refused).toEqual(['b.txt: PDF or image files only', 'c.pdf: The file may not be greater than 20 MB.']);
  });
});
