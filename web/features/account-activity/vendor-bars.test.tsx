import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpAfterTest, renderPage } from '../../test/render';
import { VendorBars } from './vendor-bars';

afterEach(cleanUpAfterTest);

describe('the expense-by-vendor bars', () => {
  it('are drawn to scale against the biggest, each with its name and total', () => {
    renderPage(
      <VendorBars
        bars={[
          { name: 'Taylor Cleaning Services', value: 18_387_900 },
          { name: 'Allianz Australia Insurance', value: 290_000 },
          { name: 'Jasol Australia', value: 0 },
        ]}
      />,
      '/',
    );
    const widths = screen.getAllByTestId('vendor-bar').map((bar) => bar.style.width);
    expect(widths).toEqual(['100%', '1.58%', '0%']);
    expect(screen.getByText('$2,900.00')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
