import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useEffect, useState } from 'react';
import { type Cents, formatAud, parseDollars } from '../../shared/money';

type Props = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** Cents, or null (or left out, as a form's input props may) for no amount. */
  value?: Cents | null;
  /** Cents, or null while the box holds no amount: empty (unless `blank` says otherwise), or text that is not one. */
  onChange: (value: Cents | null) => void;
  /** What an empty box is worth: nothing (null) by default; 0 where blank means none, such as a fee. */
  blank?: Cents | null;
  allowNegative?: boolean;
};

type Reading = { cents: Cents | null; problem: string | null };

function read(text: string, blank: Cents | null, allowNegative: boolean): Reading {
  if (text.trim() === '') return { cents: blank, problem: null };
  const cents = parseDollars(text);
  if (cents === null) return { cents: null, problem: 'Enter an amount in dollars, like 45.50.' };
  if (cents < 0 && !allowNegative) return { cents: null, problem: 'Enter an amount of $0.00 or more.' };
  return { cents, problem: null };
}

const shown = (value: Cents | null, blank: Cents | null) => (value === null || value === blank ? '' : formatAud(value));

/**
 * An amount typed in dollars, held as cents (docs/domain.md "Cents"): it reads what people type (`$1,234.5`)
 * with `parseDollars` and shows `$1,234.50` once left. Text that is not an amount is its own field error and
 * reports null, so a form can never send it as $0.00.
 */
export function MoneyInput({ value = null, onChange, blank = null, allowNegative = false, error, onBlur, ...props }: Props) {
  const [text, setText] = useState(() => shown(value, blank));
  const reading = read(text, blank, allowNegative);
  // Set from outside (a reset, "Fill oldest first"): show the new amount. While typing the two agree.
  useEffect(() => {
    if (read(text, blank, allowNegative).cents !== value) setText(shown(value, blank));
    // Only a new value from outside may replace the text; the text changing is the user typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      error={reading.problem ?? error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(read(next, blank, allowNegative).cents);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (reading.cents !== null && !reading.problem) setText(shown(reading.cents, blank));
        onBlur?.(event);
      }}
    />
  );
}
