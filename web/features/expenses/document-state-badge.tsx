import { Badge } from '@mantine/core';
import type { ExpenseDocument } from '../../../shared/api/expenses';

/** A document's state from the server (decision 012), in the colour the server gives it. */
export function DocumentStateBadge({ state }: { state: ExpenseDocument['state'] }) {
  return (
    <Badge size="sm" variant="light" color={state.class} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {state.state}
    </Badge>
  );
}
