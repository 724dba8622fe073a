import { usePhone } from '../../lib/screen';
import { ActionIcon, Badge, Box, Card, Group, Loader, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { AwayEvent } from '../../../shared/api/away-events';
import type { Paged } from '../../../shared/api/paging';
import { PageHeader } from '../../components/page-header';
import { awayEventKeys } from '../../entities/people/away-event-keys';
import { api } from '../../lib/api';
import { RequirePermission } from '../../components/not-available';
import { useHolidayName } from '../../entities/public-holidays/public-holidays';
import { businessDay } from '../../lib/business-day';

const colors = ['blue', 'teal', 'grape', 'orange', 'pink', 'cyan', 'lime', 'indigo', 'red', 'yellow'];
const colorFor = (userId: number) => colors[userId % colors.length];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Everyone's events touching the shown weeks (100 at most, docs/domain.md "Screens and limits"). */
function useAwayEvents(from: string, to: string) {
  return useQuery({
    queryKey: awayEventKeys.between(from, to),
    queryFn: () => api<Paged<AwayEvent>>('/api/away-events', { query: { allUsers: 1, count: 100, from, to } }),
    placeholderData: keepPreviousData,
  });
}

/** The Monday-first weeks that cover the month. */
function monthGrid(month: Dayjs): Dayjs[] {
  const first = month.startOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  const last = month.endOf('month');
  const days: Dayjs[] = [];
  for (let day = start; day.isBefore(last, 'day') || day.isSame(last, 'day') || days.length % 7 !== 0; day = day.add(1, 'day'))
    days.push(day);
  return days;
}

function DayCell({ day, month, events, phone }: { day: Dayjs; month: Dayjs; events: AwayEvent[]; phone: boolean }) {
  const date = day.format('YYYY-MM-DD');
  const today = day.isSame(businessDay(), 'day');
  const todays = events.filter((event) => event.start <= date && event.end >= date);
  const holiday = useHolidayName(date);
  return (
    <Box
      p={4}
      mih={phone ? 56 : 96}
      bg={day.month() === month.month() ? 'white' : 'gray.0'}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', borderLeft: '1px solid var(--mantine-color-gray-3)', minWidth: 0 }}
    >
      <Text size="xs" fw={today ? 700 : 400} c={today ? 'blue' : day.month() === month.month() ? undefined : 'dimmed'}>
        {day.date()}
      </Text>
      <Stack gap={2}>
        {holiday &&
          (phone ? (
            <Text fz={9} lh={1.1} c="teal.8" lineClamp={2} title={`Public holiday: ${holiday}`}>
              {holiday}
            </Text>
          ) : (
            <Badge
              size="xs"
              radius="sm"
              variant="outline"
              color="teal"
              fullWidth
              title={`Public holiday: ${holiday}`}
              style={{ textTransform: 'none' }}
            >
              {holiday}
            </Badge>
          ))}
        {todays.map((event) =>
          phone ? (
            <Box
              key={event.id}
              h={6}
              bg={`${colorFor(event.user_id)}.5`}
              style={{ borderRadius: 3 }}
              title={`${event.user.name}: ${event.description}`}
            />
          ) : (
            <Tooltip
              key={event.id}
              label={`${event.user.name}: ${event.description} (${dayjs(event.start).format('D MMM')} – ${dayjs(event.end).format('D MMM')})`}
              multiline
              w={240}
            >
              <Badge
                size="xs"
                radius="sm"
                variant="light"
                color={colorFor(event.user_id)}
                fullWidth
                style={{ textTransform: 'none', justifyContent: 'flex-start' }}
              >
                {event.user.name}
              </Badge>
            </Tooltip>
          ),
        )}
      </Stack>
    </Box>
  );
}

/** `/away-events` (users): a month calendar of every contractor's time away. */
function AwayEventsCalendar() {
  const phone = usePhone();
  const [month, setMonth] = useState(() => businessDay().startOf('month'));
  const days = monthGrid(month);
  const from = days[0].format('YYYY-MM-DD');
  const to = days[days.length - 1].format('YYYY-MM-DD');
  const { data, isFetching } = useAwayEvents(from, to);
  const events = data?.data ?? [];
  const inMonth = events.filter(
    (event) => event.end >= month.format('YYYY-MM-DD') && event.start <= month.endOf('month').format('YYYY-MM-DD'),
  );
  return (
    <Stack gap="md">
      <PageHeader title="Away events">
        {isFetching && <Loader size="xs" />}
        <ActionIcon variant="default" aria-label="Previous month" onClick={() => setMonth(month.subtract(1, 'month'))}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Title order={2} size="h5" miw={140} ta="center" style={{ whiteSpace: 'nowrap' }}>
          {month.format('MMMM YYYY')}
        </Title>
        <ActionIcon variant="default" aria-label="Next month" onClick={() => setMonth(month.add(1, 'month'))}>
          <IconChevronRight size={16} />
        </ActionIcon>
      </PageHeader>
      <Card withBorder radius="md" padding={0}>
        <SimpleGrid
          cols={7}
          spacing={0}
          verticalSpacing={0}
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          {weekdays.map((weekday) => (
            <Text
              key={weekday}
              size="xs"
              fw={600}
              c="dimmed"
              ta="center"
              py={6}
              style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}
            >
              {phone ? weekday[0] : weekday}
            </Text>
          ))}
          {days.map((day) => (
            <DayCell key={day.format('YYYY-MM-DD')} day={day} month={month} events={events} phone={phone} />
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Away in {month.format('MMMM')}
          </Title>
          {inMonth.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody is away this month.
            </Text>
          ) : (
            inMonth.map((event) => (
              <Group key={event.id} gap="xs" wrap="nowrap" align="flex-start">
                <Badge variant="light" color={colorFor(event.user_id)} style={{ flexShrink: 0, textTransform: 'none' }}>
                  {event.user.name}
                </Badge>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {dayjs(event.start).format('D MMM')}
                  {event.end !== event.start && ` – ${dayjs(event.end).format('D MMM')}`}: {event.description}
                </Text>
              </Group>
            ))
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** For holders of users only; anyone else is told the page is not available, nothing asked of the server. */
export function AwayEventsPage() {
  return (
    <RequirePermission permission="users" title="Away events" does="see everyone’s time away">
      <AwayEventsCalendar />
    </RequirePermission>
  );
}
