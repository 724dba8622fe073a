import { Anchor, Badge, Button, Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconMail, IconSquare, IconSquareCheckFilled } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { pausedText, type VisitReport } from '../../../shared/api/visit-report';
import { useEditor } from '../../components/use-editor';
import { useAction } from '../../lib/forms';
import { StateBadge } from '../../entities/visits/visit-cells';
import { downloadVisitReport, useVisitReport } from './api';
import { ReportEmailFormModal } from './report-email-form';
import { Fact } from './visit-facts';
import { CheckFact, PresenceFlags } from './visit-presence';
import { timeOnSite } from '../../../shared/visit-exceptions';
import { businessDateTime } from './visit-time';

function Tasks({ report }: { report: VisitReport }) {
  if (report.tasks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No tasks.
      </Text>
    );
  return (
    <Card withBorder radius="md" padding={0}>
      {report.tasks.map((task, index) => (
        <Group
          key={task.id}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          px="sm"
          py={10}
          style={index ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {task.name}
          </Text>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            {task.consumable && !(task.paused && !task.complete) && (
              <Text size="sm" c="dimmed">
                Qty {task.quantity ?? '—'}
              </Text>
            )}
            {task.paused && !task.complete ? (
              <Badge color="gray" variant="light" size="sm">
                {pausedText(task.pause_to)}
              </Badge>
            ) : task.complete ? (
              <IconSquareCheckFilled size={22} color="var(--mantine-color-teal-7)" aria-label="Done" role="img" />
            ) : (
              <IconSquare size={22} color="var(--mantine-color-gray-5)" aria-label="Not done" role="img" />
            )}
          </Group>
        </Group>
      ))}
    </Card>
  );
}

function Photos({ report }: { report: VisitReport }) {
  if (report.photos.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No photos.
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
      {report.photos.map((photo) => (
        <Stack key={photo.id} gap={2}>
          <a href={photo.path} target="_blank" rel="noreferrer">
            <Image src={photo.thumbnail} alt={photo.name} radius="sm" h={120} fit="cover" />
          </a>
          <Text size="xs" c="dimmed">
            {businessDateTime(photo.taken_at)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** /my-jobs/{id}/report: the report of a done visit, to read, download as a PDF, or e-mail (decision 008). */
export function VisitReportPage() {
  const { id } = useParams();
  const visitId = Number(id);
  const { data: report, isLoading, error } = useVisitReport(visitId);
  const emailForm = useEditor<VisitReport>();
  const download = useAction();
  const back = (
    <Anchor component={Link} to={`/my-jobs/${id}`} size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Visit
      </Group>
    </Anchor>
  );
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!report) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Title order={1} size="h3">
          No report
        </Title>
        <Text c="dimmed" ta="center">
          {error?.message === 'Not found.'
            ? 'There is no such visit, or it is not assigned to you.'
            : (error?.message ?? 'The report could not be loaded.')}
        </Text>
        <Button component={Link} to={`/my-jobs/${id}`} variant="light">
          Back to the visit
        </Button>
      </Stack>
    );
  }
  const onSite = timeOnSite(report);
  return (
    <Stack gap="sm" maw={720}>
      {back}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Visit report
          </Text>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {report.client_name}
          </Title>
          <Text size="sm" c="dimmed">
            {report.task_group_name ?? 'Added by hand'}
          </Text>
        </Stack>
        <StateBadge state={report.state} />
      </Group>
      <Group gap="xs" grow>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.busy}
          onClick={() => void download.run(() => downloadVisitReport(report.id))}
        >
          Download PDF
        </Button>
        {report.may_email && (
          <Button leftSection={<IconMail size={16} />} onClick={() => emailForm.open(report)}>
            Email report
          </Button>
        )}
      </Group>
      <Card withBorder radius="md" padding="sm">
        <Stack gap={6}>
          <Fact label="Address">{report.address ?? 'No address'}</Fact>
          <Fact label="Due date">{dayjs(report.due_date).format('ddd D MMM YYYY')}</Fact>
          <Fact label="Completed">{report.completed_at ? businessDateTime(report.completed_at) : 'Not recorded'}</Fact>
          <Fact label="Contractors">{report.users.map((user) => user.name).join(', ') || 'Nobody'}</Fact>
          <PresenceFlags flags={report.presence_flags} />
          {report.check_in && <CheckFact label="Arrived" made={report.check_in} />}
          {report.check_out && <CheckFact label="Left" made={report.check_out} />}
          {onSite && <Fact label="Time on site">{onSite}</Fact>}
        </Stack>
      </Card>
      <Title order={2} size="h4" mt="xs">
        Tasks
      </Title>
      <Tasks report={report} />
      <Title order={2} size="h4" mt="xs">
        Notes
      </Title>
      <Card withBorder radius="md" padding="sm">
        <Text size="sm" c={report.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.notes?.trim() || 'No notes.'}
        </Text>
      </Card>
      <Title order={2} size="h4" mt="xs">
        Photos
      </Title>
      <Photos report={report} />
      {emailForm.key > 0 && (
        <ReportEmailFormModal key={emailForm.key} opened={emailForm.opened} report={report} onClose={emailForm.close} />
      )}
    </Stack>
  );
}
