import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpAfterTest, renderPage } from '../../test/render';
import { ImportProgress } from './import-dialog';

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
