import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Contact } from '../../../shared/api/contacts';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { SectionCard } from '../../components/section-card';
import { useEditor } from '../../components/use-editor';
import { api } from '../../lib/api';
import { refreshClient, useClientList } from './api';
import { ContactFormModal } from './contact-form';
import { contactTypeLabels } from './labels';

const columns: Column<Contact>[] = [
  {
    key: 'name',
    label: 'Name',
    render: (contact) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {contact.name}
        </Text>
        {contact.notes && (
          <Text size="xs" c="dimmed" lineClamp={2} title={contact.notes}>
            {contact.notes}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'type',
    label: 'Type',
    render: (contact) => (
      <Badge variant="light" color={contact.type === 'account' ? 'grape' : 'gray'}>
        {contactTypeLabels[contact.type]}
      </Badge>
    ),
  },
  {
    key: 'number',
    label: 'Phone',
    render: (contact) =>
      contact.number ? (
        <Anchor href={`tel:${contact.number}`} size="sm" onClick={(event) => event.stopPropagation()}>
          {contact.number}
        </Anchor>
      ) : (
        '—'
      ),
  },
  {
    key: 'email',
    label: 'E-mail',
    render: (contact) =>
      contact.email ? (
        <Anchor
          href={`mailto:${contact.email}`}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
          onClick={(event) => event.stopPropagation()}
        >
          {contact.email}
        </Anchor>
      ) : (
        '—'
      ),
  },
];

/** A client's contacts (contact or accounts type), with add, edit and delete when `editable`. */
export function ContactsCard({ clientId, editable }: { clientId: number; editable: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useClientList<Contact>(clientId, 'contacts', { page, count: 10 });
  const editor = useEditor<Contact>();

  const remove = (contact: Contact) =>
    confirmDelete(`contact ${contact.name}`, () =>
      api(`/api/clients/${clientId}/contacts/${contact.id}`, { method: 'DELETE' })
        .then(() => refreshClient(clientId))
        // A refusal is already on screen: the API client's failure toast gives the server's reason.
        .catch(() => {}),
    );

  return (
    <SectionCard
      title="Contacts"
      action={
        editable && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
            New contact
          </Button>
        )
      }
    >
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(contact) => contact.id}
        loading={isLoading}
        error={error?.message}
        empty={editable ? 'No contacts yet. Add the people to call about visits and the one who receives invoices.' : 'No contacts yet.'}
        onPage={setPage}
        onRowClick={editable ? (contact) => editor.open(contact) : undefined}
        actions={
          editable
            ? (contact) => (
                <>
                  <RowAction label="Edit" onClick={() => editor.open(contact)}>
                    <IconPencil size={18} />
                  </RowAction>
                  <RowAction label="Delete" color="red" onClick={() => remove(contact)}>
                    <IconTrash size={18} />
                  </RowAction>
                </>
              )
            : undefined
        }
      />
      {editable && (
        <ContactFormModal key={editor.key} opened={editor.opened} clientId={clientId} contact={editor.record} onClose={editor.close} />
      )}
    </SectionCard>
  );
}
