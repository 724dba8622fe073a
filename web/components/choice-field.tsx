import { Input, SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = SegmentedControlProps & { label: string; description?: ReactNode; error?: ReactNode };

/** A few side-by-side choices with a label like every other input's, and the same error place. */
export function ChoiceField({ label, description, error, ...control }: Props) {
  return (
    <Input.Wrapper label={label} description={description} error={error} labelElement="div">
      {/* A block of its own: the label is inline and the control would otherwise sit beside it. */}
      <div>
        <SegmentedControl aria-label={label} mt={description ? 4 : 0} {...control} />
      </div>
    </Input.Wrapper>
  );
}
