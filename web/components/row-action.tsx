import { ActionIcon, Tooltip } from '@mantine/core';
import { type ReactNode, useState } from 'react';

type Props = {
  label: string;
  onClick?: () => void;
  color?: string;
  /** A link instead of a button (downloads). */
  href?: string;
  /** Not offered on this row, but its place is kept so the icons of every row line up. */
  hidden?: boolean;
  /** Offered, but refused on this row: the button reads as disabled and its tooltip says why (a completed quarter). */
  disabledReason?: string | null;
  children: ReactNode;
};

/** An icon button in a table row or phone card, named by its tooltip for screen readers too. */
export function RowAction({ label, onClick, color = 'gray', href, hidden, disabledReason, children }: Props) {
  // A click hides the tooltip until the pointer leaves: it would otherwise stay drawn over the dialog it opened.
  const [clicked, setClicked] = useState(false);
  if (hidden) return <ActionIcon variant="transparent" aria-hidden tabIndex={-1} style={{ visibility: 'hidden' }} />;
  // `data-disabled` rather than `disabled`: a disabled button takes no hover or focus, so its tooltip would never say why.
  if (disabledReason)
    return (
      <Tooltip label={`${label}: ${disabledReason}`} multiline maw={300} withinPortal>
        <ActionIcon
          variant="subtle"
          color={color}
          data-disabled
          aria-disabled
          aria-label={label}
          onClick={(event) => event.stopPropagation()}
        >
          {children}
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Tooltip label={label} withinPortal disabled={clicked}>
      {href ? (
        <ActionIcon component="a" href={href} variant="subtle" color={color} aria-label={label}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon
          variant="subtle"
          color={color}
          onClick={() => {
            setClicked(true);
            onClick?.();
          }}
          onMouseLeave={() => setClicked(false)}
          aria-label={label}
        >
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
