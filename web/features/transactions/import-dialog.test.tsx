import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpAfterTest, renderPage } from '../../test/render';
import type { TransactionImport } from '../../../shared/api/transactions';
import { ImportProgress, ImportResult } from './import-dialog';

afterEach(cleanUpAfterTest);

describe('ImportProgress', () => {
  it('shows the import moving through the file, line by line', () => {
    renderPage(<ImportProgress status={{ phase: 'reading', sent: 5000, total: 20_000 }} />, '/');
    expect(screen.getByText('Importing: 5,000 of 20,000 lines…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('25');
  });

  it('says the file is being read before its lines are counted', () => {
    renderPage(<ImportProgress status={{ phase: 'reading', sent: 0, total: 0 }} />, '/');
    expect(screen.getByText('Reading the file…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeTruthy();
  });

  it('shows the upload, then the matching, as before', () => {
    renderPage(<ImportProgress status={{ phase: 'sending', sent: 50, total: 200 }} />, '/');
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('25');
  });
});

describe('ImportResult', () => {
  const imported: TransactionImport = {
    id: 'u1',
    filename: 'cba.csv',
    state: 'imported',
    format: 'csv_cba',
    created: 3,
    duplicates: 0,
    errors: [],
    progress: { lines_read: 3, lines_total: 3 },
    balance_breaks: [],
  };

  it("says where the file's balances break, with the balance expected and the one the file has", () => {
    renderPage(<ImportResult result={{ ...imported, balance_breaks: [{ date: '2026-08-05', expected: 122000, found: 120750 }] }} />, '/');
    expect(screen.getByText('The file’s balances do not add up')).toBeTruthy();
    expect(screen.getByText('5 Aug 2026: the balance should be $1,220.00, the file says $1,207.50, $12.50 less.')).toBeTruthy();
  });

  it('says nothing of balances when they agree', () => {
    renderPage(<ImportResult result={imported} />, '/');
    expect(screen.getByText('Imported cba.csv')).toBeTruthy();
    expect(screen.queryByText('The file’s balances do not add up')).toBeNull();
  });
});
