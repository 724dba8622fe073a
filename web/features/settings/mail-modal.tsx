import { ActionIcon, Anchor, Badge, Box, CopyButton, DataList, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconPaperclip } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { Mail } from '../../../shared/api/mail';
import { formatDateTime } from '../../lib/format';
import { MailStatus } from './mail-status';

const urlPattern = /(https?:\/\/[^\s<>"']+)/g;

/** The text with every address made a visible, clickable link (office staff copy reset links from here). */
function MailText({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      m={0}
      p="sm"
      bg="gray.0"
      style={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'inherit',
        fontSize: 'var(--mantine-font-size-sm)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      {text.split(urlPattern).map((part, i) =>
        // split() with a capture group puts the links at the odd places.
        i % 2 === 1 ? (
          <Anchor key={i} href={part} target="_blank" rel="noreferrer" inherit>
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Box>
  );
}

function CopyLink({ url }: { url: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy link'} withinPortal>
            <ActionIcon variant="light" color={copied ? 'teal' : 'blue'} onClick={copy} aria-label="Copy link">
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} mt={5}>
        {url}
      </Text>
    </Group>
  );
}

export function MailModal({ mail, opened, onClose }: { mail: Mail | null; opened: boolean; onClose: () => void }) {
  const links = mail ? [...new Set(mail.text.match(urlPattern) ?? [])] : [];
  return (
    <Modal opened={opened} onClose={onClose} title={mail?.subject ?? ''} size="lg">
      {mail && (
        <Stack gap="md">
          <DataList size="sm" labelWidth={90} gap={6}>
            <DataList.Item>
              <DataList.ItemLabel>To</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{mail.to.join(', ')}</DataList.ItemValue>
            </DataList.Item>
            {mail.cc.length > 0 && (
              <DataList.Item>
                <DataList.ItemLabel>CC</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{mail.cc.join(', ')}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>Status</DataList.ItemLabel>
              <DataList.ItemValue>
                <MailStatus status={mail.status} />{' '}
                {mail.attempts > 1 && (
                  <Text span size="xs" c="dimmed">
                    after {mail.attempts} attempts
                  </Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Written</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(mail.created_at)}</DataList.ItemValue>
            </DataList.Item>
            {mail.sent_at && (
              <DataList.Item>
                <DataList.ItemLabel>Sent</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(mail.sent_at)}</DataList.ItemValue>
              </DataList.Item>
            )}
            {mail.error && (
              <DataList.Item>
                <DataList.ItemLabel>Error</DataList.ItemLabel>
                <DataList.ItemValue c="red">{mail.error}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList>
          {links.length > 0 && (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                Links in this message
              </Text>
              {links.map((url) => (
                <CopyLink key={url} url={url} />
              ))}
            </Stack>
          )}
          <MailText text={mail.text} />
          {mail.attachments.length > 0 && (
            <Group gap="xs">
              {mail.attachments.map((a) => (
                <Badge key={a.filename} variant="default" leftSection={<IconPaperclip size={12} />} tt="none">
                  {a.filename}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
