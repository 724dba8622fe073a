import { Alert, Stack, Text } from '@mantine/core';
import type { PayRunView } from '../../../shared/api/pay-runs';
import { formatAud } from '../../../shared/money';

const signed = (cents: number) => `${cents > 0 ? '+' : '−'}${formatAud(Math.abs(cents))}`;

/**
 * A recorded payee's figures are the recorded ones (what the BAS and the TPAR count); when the week's earnings
 * moved since, say by how much, so nothing changes silently.
 */
export function RecordedChanges({ run }: { run: PayRunView }) {
  const changed = run.payees.flatMap((p) => (p.changed_since_recorded ? [{ name: p.user.name, ...p.changed_since_recorded }] : []));
  if (changed.length === 0) return null;
  return (
    <Alert color="orange" title="Earnings changed after this week was recorded">
      <Stack gap={2}>
        <Text size="sm">Recorded payments show what was recorded; the difference is still owed (or was overpaid).</Text>
        {changed.map((c) => (
          <Text key={c.name} size="sm">
            {c.name}: earned {signed(c.earned)}, to pay {signed(c.gross)}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
