import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** What the main button says. */
  label: ReactNode;
  busy: boolean;
  onCancel: () => void;
  /** With no onSubmit the main button submits the form it stands in. */
  onSubmit?: () => void;
  disabled?: boolean;
  icon?: ReactNode;
  /** The main button's colour where it warns (suspend). */
  color?: MantineColor;
  cancelLabel?: string;
  /** Cancel waits while the save runs (an upload cannot be called back). */
  holdCancel?: boolean;
  gap?: MantineSpacing;
};

/** The foot of a form or dialog: Cancel, then the one button that saves. */
export function FormActions({
  label,
  busy,
  onCancel,
  onSubmit,
  disabled,
  icon,
  color,
  cancelLabel = 'Cancel',
  holdCancel,
  gap = 'xs',
}: Props) {
  return (
    <Group justify="flex-end" gap={gap}>
      <Button variant="default" onClick={onCancel} disabled={holdCancel ? busy : undefined}>
        {cancelLabel}
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} loading={busy} disabled={disabled} leftSection={icon} color={color}>
        {label}
      </Button>
    </Group>
  );
}
