import { Badge, type BadgeProps } from '@mantine/core';
import type { PresentedInvoiceState } from '../../../shared/invoice-states';
import { invoiceStateLabels } from './labels';

/**
 * The server's state class as a Mantine badge: a palette word is that colour, `light-<colour>` the same colour
 * outlined (reminded beside overdue, a suspension warning beside a notice to pay).
 */
export function badgeStyle(className: string): Pick<BadgeProps, 'color' | 'variant'> {
  const light = /^light-(.+)$/.exec(className);
  return light ? { color: light[1], variant: 'outline' } : { color: className, variant: 'light' };
}

export function InvoiceStateBadge({ state, size = 'md' }: { state: PresentedInvoiceState; size?: BadgeProps['size'] }) {
  return (
    <Badge {...badgeStyle(state.class)} size={size} style={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 'max-content' }}>
      {invoiceStateLabels[state.state]}
    </Badge>
  );
}
