import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  onClick?: () => void;
  color?: string;
  /** A link instead of a button (downloads). */
  href?: string;
  /** Not offered on this row, but its place is kept so the icons of every row line up. */
  hidden?: boolean;
  children: ReactNode;
};

/** An icon button in a table row or phone card, named by its tooltip for screen readers too. */
export function RowAction({ label, onClick, color = 'gray', href, hidden, children }: Props) {
  if (hidden) return <ActionIcon variant="transparent" aria-hidden tabIndex={-1} style={{ visibility: 'hidden' }} />;
  return (
    <Tooltip label={label} withinPortal>
      {href ? (
        <ActionIcon component="a" href={href} variant="subtle" color={color} aria-label={label}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color={color} onClick={onClick} aria-label={label}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
