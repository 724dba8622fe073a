import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { AdjustmentNote } from '../../../shared/api/invoices';
import { formatAud } from '../../../shared/money';
import { downloadFile } from '../../components/download';
import { SectionCard } from '../../components/section-card';
import { formatDate } from '../../lib/format';

const rowStyle = { borderTop: '1px solid var(--mantine-color-gray-2)' };

export const downloadAdjustmentNotePdf = (note: Pick<AdjustmentNote, 'id' | 'number'>) =>
  downloadFile(`/api/adjustment-notes/${note.id}/pdf`, { fallbackName: `adjustment-note-${note.number}.pdf` });

/** What a note did: the balance it lowered, the credit it left (decision 031). */
const noteEffect = (note: AdjustmentNote) =>
  [
    note.applied > 0 ? `${formatAud(note.applied)} off the balance` : null,
    note.credited > 0 ? `${formatAud(note.credited)} to credit` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * An invoice's adjustment notes, each with its number, day, total, reason and PDF; absent when it has none. The
 * client's link gives each note the address of its PDF (`pdf`); the office downloads it by the note's id.
 */
export function AdjustmentNotesCard({ notes }: { notes: readonly (AdjustmentNote & { pdf?: string })[] }) {
  if (notes.length === 0) return null;
  return (
    <SectionCard title="Adjustment notes">
      <Stack gap={0} role="list" aria-label="Adjustment notes">
        {notes.map((note, index) => (
          <Group key={note.id} justify="space-between" wrap="nowrap" py={6} style={index ? rowStyle : undefined} role="listitem">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                {note.pdf ? (
                  <Anchor href={note.pdf} download size="sm" fw={500}>
                    {note.number} PDF
                  </Anchor>
                ) : (
                  <Anchor component="button" type="button" size="sm" fw={500} onClick={() => void downloadAdjustmentNotePdf(note)}>
                    {note.number} PDF
                  </Anchor>
                )}
                <Text size="sm">{formatDate(note.issued_at)}</Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {note.reason} · {noteEffect(note)}
              </Text>
            </Stack>
            <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatAud(-note.total)}
            </Text>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
