import '@mantine/dropzone/styles.css';
import { Alert, Badge, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { TransactionImport } from '../../../shared/api/transactions';
import { ApiError } from '../../lib/api';
import type { UploadStatus } from '../../lib/upload';
import { importBankFile } from './api';

const formatNames: Record<string, string> = {
  ofx: 'OFX / QFX',
  qif: 'QIF',
  camt053: 'CAMT.053',
  csv_cba: 'CSV (Commonwealth Bank)',
  csv_anz: 'CSV (ANZ)',
  csv_westpac: 'CSV (Westpac)',
  csv_nab: 'CSV (NAB)',
  csv: 'CSV',
};

/** The upload's progress, then the import's (its lines stored), then the suggestions being made for the new lines. */
export type ImportStatus = UploadStatus | { phase: 'reading' | 'matching'; sent: number; total: number };
const statusTexts = { sending: 'Sending…', waiting: 'Waiting for the connection…', matching: 'Looking for matches…' } as const;
const count = new Intl.NumberFormat('en-AU');

/** How far the current phase has gone, as a bar and a sentence. */
export function ImportProgress({ status }: { status: ImportStatus }) {
  const reading = status.phase === 'reading';
  const text =
    status.phase !== 'reading'
      ? statusTexts[status.phase]
      : status.total
        ? `Importing: ${count.format(status.sent)} of ${count.format(status.total)} lines…`
        : 'Reading the file…';
  return (
    <Stack gap={4}>
      <Text size="sm">{text}</Text>
      <Progress
        value={status.total ? (status.sent / status.total) * 100 : reading ? 100 : 0}
        striped={reading}
        animated
        aria-label={reading ? 'Import progress' : 'Upload progress'}
      />
    </Stack>
  );
}

/** Import: drop a bank export, watch it go, and read what it added, what was there already and what was wrong by line. */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [result, setResult] = useState<TransactionImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    setResult(null);
    setFailure(null);
    setStatus({ phase: 'sending', sent: 0, total: file.size });
    try {
      const following = (working: TransactionImport) =>
        setStatus(
          working.state === 'matching'
            ? { phase: 'matching', sent: file.size, total: file.size }
            : { phase: 'reading', sent: working.progress.lines_read, total: working.progress.lines_total ?? 0 },
        );
      setResult(await importBankFile(file, setStatus, following));
    } catch (error) {
      const fields = error instanceof ApiError ? Object.values(error.errors ?? {}).flat() : [];
      setFailure(fields[0] ?? (error instanceof Error ? error.message : 'The file could not be sent.'));
    } finally {
      setStatus(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Import a bank file" size="lg">
      <Stack gap="md">
        <Dropzone
          onDrop={(files) => files[0] && void send(files[0])}
          multiple={false}
          loading={status !== null}
          maxSize={20 * 1024 * 1024}
          aria-label="Bank file"
        >
          <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
            <IconFileImport size={36} stroke={1.5} />
            <div>
              <Text size="lg">Drop the bank’s export here, or click to choose it</Text>
              <Text size="sm" c="dimmed">
                OFX, QFX, QIF, CAMT.053 or CSV (Commonwealth Bank, ANZ, Westpac, NAB). Lines already imported are skipped.
              </Text>
            </div>
          </Group>
        </Dropzone>
        {status && <ImportProgress status={status} />}
        {failure && (
          <Alert color="red" title="The file was not imported">
            {failure}
          </Alert>
        )}
        {result && <ImportResult result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ImportResult({ result }: { result: TransactionImport }) {
  if (result.state === 'failed') {
    return (
      <Alert
        color="red"
        title={
          result.created > 0
            ? `${result.filename} was imported in part: ${result.created} new line${result.created === 1 ? '' : 's'}`
            : `Nothing was imported from ${result.filename}`
        }
      >
        <List size="sm" spacing={2}>
          {result.errors.map((error, i) => (
            <List.Item key={i}>
              Line {error.line}: {error.message}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Alert color="teal" title={`Imported ${result.filename}`} icon={<IconUpload size={18} />}>
      <Group gap="xs">
        {result.format && <Badge variant="light">{formatNames[result.format]}</Badge>}
        <Text size="sm">
          {result.created} new line{result.created === 1 ? '' : 's'}, {result.duplicates} already there.
        </Text>
      </Group>
    </Alert>
  );
}
