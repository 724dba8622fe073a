import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cents } from '../../shared/money';
import { renderPage } from '../test/render';
import { MoneyInput } from './money-input';

afterEach(cleanup);

const reported: (Cents | null)[] = [];

function Harness({ start, blank }: { start: Cents | null; blank?: Cents | null }) {
  const [value, setValue] = useState<Cents | null>(start);
  return (
    <>
      <MoneyInput
        label="Amount"
        blank={blank}
        value={value}
        onChange={(cents) => {
          reported.push(cents);
          setValue(cents);
        }}
      />
      <button type="button" onClick={() => setValue(2_500)}>
        Set from outside
      </button>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('MoneyInput', () => {
  it('shows cents as dollars, reads what is typed as cents, and tidies it when left', () => {
    renderPage(<Harness start={123_456} />, '/');
    expect(box().value).toBe('$1,234.56');
    type('1,234.5');
    expect(reported.at(-1)).toBe(123_450);
    expect(box().value).toBe('1,234.5');
    fireEvent.blur(box());
    expect(box().value).toBe('$1,234.50');
  });

  it.each([
    ['abc', 'Enter an amount in dollars, like 45.50.'],
    ['12.345', 'Enter an amount in dollars, like 45.50.'],
    ['-5', 'Enter an amount of $0.00 or more.'],
  ])('%j is null and a field error, and stays as typed', (text, message) => {
    renderPage(<Harness start={100} />, '/');
    type(text);
    expect(reported.at(-1)).toBeNull();
    expect(screen.getByText(message)).toBeTruthy();
    fireEvent.blur(box());
    expect(box().value).toBe(text);
  });

  it('an empty box is worth `blank`: null, or 0 where blank means none', () => {
    renderPage(<Harness start={0} blank={0} />, '/');
    expect(box().value).toBe('');
    type('5');
    type('');
    expect(reported.at(-1)).toBe(0);
    cleanup();
    renderPage(<Harness start={500} />, '/');
    type(' ');
    expect(reported.at(-1)).toBeNull();
    expect(screen.queryByText(/Enter an amount/)).toBeNull();
  });

  it('a value set from outside replaces the text, even text that did not read', () => {
    renderPage(<Harness start={null} />, '/');
    type('abc');
    fireEvent.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(box().value).toBe('$25.00');
    expect(screen.queryByText(/Enter an amount/)).toBeNull();
  });
});
