import { useScreen } from '../../lib/screen';
import { Button, Card, Flex, NavLink, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconBuilding,
  IconBuildingStore,
  IconMail,
  IconMailCog,
  IconMapPin,
  IconShieldLock,
  IconTags,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { type PermissionKey, can } from '../../../shared/permissions';
import { NotAvailable } from '../../components/not-available';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/session';
import { BusinessCard } from './business-card';
import { ExpenseCategoriesCard } from './expense-categories-card';
import { MailTemplatesCard } from './mail-templates-card';
import { OutboxCard } from './outbox-card';
import { RolesCard } from './roles-card';
import { SuburbsCard } from './suburbs-card';
import { UsersCard } from './users-card';
import { VendorsCard } from './vendors-card';

type SettingsCard = { key: string; label: string; icon: Icon; permission: PermissionKey; component: ComponentType };
type Section = { path: string; label: string; cards: SettingsCard[] };

/**
 * The settings sub-navigation: General at /settings, Accounts (vendors and expense categories) at
 * /settings/accounts. Each card shows only under its permission, and a section only when it has a card for you.
 */
const sections: Section[] = [
  {
    path: '',
    label: 'General',
    cards: [
      { key: 'business', label: 'Business', icon: IconBuilding, permission: 'settings', component: BusinessCard },
      { key: 'users', label: 'Users', icon: IconUsers, permission: 'users', component: UsersCard },
      { key: 'roles', label: 'Roles', icon: IconShieldLock, permission: 'roles', component: RolesCard },
      { key: 'suburbs', label: 'Suburbs', icon: IconMapPin, permission: 'suburbs', component: SuburbsCard },
      { key: 'outbox', label: 'Outbox', icon: IconMail, permission: 'settings', component: OutboxCard },
      { key: 'mail-templates', label: 'E-mail templates', icon: IconMailCog, permission: 'settings', component: MailTemplatesCard },
    ],
  },
  {
    path: 'accounts',
    label: 'Accounts',
    cards: [
      { key: 'vendors', label: 'Vendors', icon: IconBuildingStore, permission: 'vendors', component: VendorsCard },
      {
        key: 'expense-categories',
        label: 'Expense categories',
        icon: IconTags,
        permission: 'expense_categories',
        component: ExpenseCategoriesCard,
      },
    ],
  },
];

const hrefOf = (section: Section, card: SettingsCard) => `/settings${section.path ? `/${section.path}` : ''}?card=${card.key}`;

export function SettingsPage() {
  const { data: user } = useCurrentUser();
  const { '*': sub = '' } = useParams();
  const [params] = useSearchParams();
  const wide = useScreen('(min-width: 62em)');

  const visible = sections
    .map((section) => ({ ...section, cards: section.cards.filter((card) => can(user, card.permission)) }))
    .filter((section) => section.cards.length > 0);
  const section = visible.find((s) => s.path === sub.replace(/\/$/, ''));

  if (visible.length === 0) return <NotAvailable title="Settings" does="manage any settings" />;
  if (!section) return <Navigate to={hrefOf(visible[0], visible[0].cards[0])} replace />;
  const card = section.cards.find((c) => c.key === params.get('card')) ?? section.cards[0];
  const Content = card.component;

  return (
    <>
      <PageHeader title="Settings" />
      <Flex gap="md" direction={wide ? 'row' : 'column'} align={wide ? 'flex-start' : 'stretch'}>
        {wide ? (
          <Card
            withBorder
            radius="md"
            padding="xs"
            w={200}
            style={{ flexShrink: 0, gap: 'var(--mantine-spacing-sm)' }}
            component="nav"
            aria-label="Settings"
          >
            {visible.map((s) => (
              <Stack key={s.path} gap={2}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={4} pb={2}>
                  {s.label}
                </Text>
                {s.cards.map((c) => (
                  <NavLink
                    key={c.key}
                    component={Link}
                    to={hrefOf(s, c)}
                    label={c.label}
                    leftSection={<c.icon size={16} stroke={1.6} />}
                    active={s === section && c === card}
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  />
                ))}
              </Stack>
            ))}
          </Card>
        ) : (
          // Narrow screens: the same links as a row of pills that wraps, so none is out of sight.
          <nav aria-label="Settings">
            <Flex gap={6} wrap="wrap">
              {visible.flatMap((s) =>
                s.cards.map((c) => {
                  const active = s === section && c === card;
                  return (
                    <Button
                      key={`${s.path}/${c.key}`}
                      component={Link}
                      to={hrefOf(s, c)}
                      size="sm"
                      radius="xl"
                      variant={active ? 'filled' : 'default'}
                      px="md"
                      aria-current={active ? 'page' : undefined}
                    >
                      {c.label}
                    </Button>
                  );
                }),
              )}
            </Flex>
          </nav>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Content key={`${section.path}/${card.key}`} />
        </div>
      </Flex>
    </>
  );
}
