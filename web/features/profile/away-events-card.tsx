import '@mantine/dates/styles.css';
import { Button, Stack, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { AwayEvent } from '../../../shared/api/away-events';
import type { Paged } from '../../../shared/api/paging';
import { confirmDelete } from '../../components/confirm';
import { FormAlert } from '../../components/form-alert';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { SectionCard } from '../../components/section-card';
import { awayEventKeys } from '../../entities/people/away-event-keys';
import { conflictKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import { useFormSave } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { dayRangeText } from '../../../shared/date-text';
import { FormActions } from '../../components/form-actions';

/** Events decide which visits clash, so the conflicting schedules card is refreshed with them. */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: awayEventKeys.all }),
    queryClient.invalidateQueries({ queryKey: conflictKeys.all }),
  ]);

function EventForm({ userId, event, onDone }: { userId: number; event?: AwayEvent; onDone: () => void }) {
  const form = useForm<{ range: [string | null, string | null]; description: string }>({
    initialValues: { range: [event?.start ?? null, event?.end ?? null], description: event?.description ?? '' },
  });
  const { busy, message, submit } = useFormSave(form, { fallback: 'The event could not be saved.' });
  const save = submit(async ({ range, description }) => {
    const body = { start: range[0], end: range[1] ?? range[0], description };
    const path = event ? `/api/users/${userId}/away-events/${event.id}` : `/api/users/${userId}/away-events`;
    await api(path, { method: event ? 'PUT' : 'POST', body, quiet: true });
    await refresh();
    onDone();
  });
  return (
    <Stack gap="sm">
      <FormAlert message={message} />
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        label="Dates"
        placeholder="First and last day away"
        {...form.getInputProps('range')}
        valueFormat="D MMM YYYY"
        error={form.errors.start ?? form.errors.end}
        required
      />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} required />
      <FormActions label="Save" busy={busy} onCancel={onDone} onSubmit={() => save()} gap="md" />
    </Stack>
  );
}

function openForm(userId: number, event?: AwayEvent) {
  const id = `away-event-${event?.id ?? 'new'}`;
  modals.open({
    modalId: id,
    title: event ? 'Edit away event' : 'New away event',
    children: <EventForm userId={userId} event={event} onDone={() => modals.close(id)} />,
  });
}

const columns: Column<AwayEvent>[] = [
  {
    key: 'dates',
    label: 'Dates',
    render: (event) =>
      `${dayjs(event.start).format('D MMM YYYY')}${event.end !== event.start ? ` – ${dayjs(event.end).format('D MMM YYYY')}` : ''}`,
  },
  { key: 'description', label: 'Description', render: (event) => event.description },
];

/** A profile's away events, 10 a page (docs/domain.md "Screens and limits"), newest first; only the own profile edits them. */
export function AwayEventsCard({ userId, editable }: { userId: number; editable: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useQuery({
    queryKey: awayEventKeys.ofUser(userId, page),
    queryFn: () => api<Paged<AwayEvent>>(`/api/users/${userId}/away-events`, { query: { page, count: 10 } }),
    placeholderData: keepPreviousData,
  });
  const remove = (event: AwayEvent) =>
    confirmDelete(`the away event ${dayRangeText(event.start, event.end)}`, async () => {
      await api(`/api/users/${userId}/away-events/${event.id}`, { method: 'DELETE' }).catch(() => {});
      await refresh();
    });
  return (
    <SectionCard
      title="Away events"
      action={
        editable && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => openForm(userId)}>
            New event
          </Button>
        )
      }
    >
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(event) => event.id}
        loading={isFetching}
        error={error ? error.message : null}
        empty="No time away recorded."
        onPage={setPage}
        actions={
          editable
            ? (event) => (
                <>
                  <RowAction label="Edit" onClick={() => openForm(userId, event)}>
                    <IconEdit size={16} />
                  </RowAction>
                  <RowAction label="Delete" color="red" onClick={() => remove(event)}>
                    <IconTrash size={16} />
                  </RowAction>
                </>
              )
            : undefined
        }
      />
    </SectionCard>
  );
}
