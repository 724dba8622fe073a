import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount in dollars with cents (money travels as integer cents; convert with `dollarsToCents` and
 * `centsToDollars` from shared/money.ts at the form's edges).
 */
export function MoneyInput(props: Omit<NumberInputProps, 'prefix' | 'decimalScale' | 'fixedDecimalScale' | 'thousandSeparator'>) {
  return <NumberInput prefix="$" decimalScale={2} fixedDecimalScale thousandSeparator="," min={0} hideControls inputMode="decimal" {...props} />;
}
