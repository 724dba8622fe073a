import { usePhone } from '../../lib/screen';
import '@mantine/dates/styles.css';
import { Card, EmptyState, MultiSelect, Stack } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { can } from '../../../shared/permissions';
import { PageHeader } from '../../components/page-header';
import { contractorOptions, useContractors } from '../../entities/people/contractors';
import { businessDay } from '../../lib/business-day';
import { useCurrentUser } from '../../lib/session';
import { useContractorEarnings } from './api';
import { ContractorEarningsCard, EarningsCardError, EarningsCardLoading } from './contractor-earnings';
import { WeekVendorInvoices } from './vendor-invoices';
import { MonthPicker } from '../../components/month-picker';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /my-earnings (decision 013): a month's earnings per week for yourself, or with `users` for
 * the contractors chosen. Month and people live in the address (`?month=2026-11&users=3,7`).
 */
export function EarningsPage() {
  const phone = usePhone();
  const { data: me } = useCurrentUser();
  const picksAnyone = can(me, 'users');
  const settles = can(me, 'manage_invoices');
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && monthPattern.test(asked) ? `${asked}-01` : businessDay().startOf('month').format('YYYY-MM-DD');
  const chosen = picksAnyone
    ? (params.get('users') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0)
    : [];
  const userIds = chosen.length > 0 ? chosen : me ? [me.id] : [];
  const { data: contractors } = useContractors(picksAnyone);
  const results = useContractorEarnings(userIds, month);

  const update = (next: { month?: string; users?: string[] }) => {
    const values = new URLSearchParams(params);
    if (next.month) values.set('month', next.month.slice(0, 7));
    if (next.users) {
      if (next.users.length) values.set('users', next.users.join(','));
      else values.delete('users');
    }
    setParams(values, { replace: true });
  };

  return (
    <>
      <PageHeader title="Earnings">
        {picksAnyone && (
          <MultiSelect
            aria-label="Contractors"
            placeholder={chosen.length ? undefined : 'Contractors'}
            data={contractorOptions(contractors ?? [], me ? [{ id: me.id, name: me.name }] : [])}
            value={userIds.map(String)}
            onChange={(users) => update({ users })}
            searchable
            clearable
            w={phone ? '100%' : 320}
            maxDropdownHeight={280}
          />
        )}
        <MonthPicker value={month} onChange={(value) => value && update({ month: value })} w={phone ? '100%' : 150} />
      </PageHeader>
      <Stack gap="md">
        {userIds.length === 0 && (
          <Card withBorder radius="md" py="xl">
            <EmptyState
              icon={<IconCoin size={28} />}
              title="No contractor chosen"
              description="Pick one or more contractors to see their earnings."
            />
          </Card>
        )}
        {results.map((result, i) => {
          if (result.error) return <EarningsCardError key={userIds[i]} message={result.error.message} />;
          if (!result.data) return <EarningsCardLoading key={userIds[i]} />;
          // Your own invoices, or anyone's with manage_invoices (the server decides the same).
          const handles = result.data.user.id === me?.id || settles;
          return (
            <ContractorEarningsCard
              key={userIds[i]}
              earnings={result.data}
              settles={settles}
              phone={phone}
              openCurrent={userIds.length === 1}
              weekExtras={(earnings, week) => <WeekVendorInvoices earnings={earnings} week={week} handles={handles} />}
            />
          );
        })}
      </Stack>
    </>
  );
}
