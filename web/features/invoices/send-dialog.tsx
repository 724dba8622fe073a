import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { type MailDraft, type SendMailInput, sendMailInput } from '../../../shared/api/send-mail';
import { renderTemplate } from '../../../shared/mail-templates';
import { FormAlert } from '../../components/form-alert';
import { useFormSave, zodValidate } from '../../lib/forms';
import { phoneQuery, usePhone } from '../../lib/screen';
import { type SendTarget, sendFromDialog, useMailDraft } from './send-dialog-api';

type Values = { to: string[]; cc: string[]; subject: string; message: string };

type BodyProps = {
  target: SendTarget;
  onSent: (message: string) => void;
  onCancel: () => void;
  /** What the send does besides e-mailing, said above the form (a chasing step moves invoices on). */
  note?: string;
};

/**
 * The send dialog's body (docs/domain.md "E-mail templates"): To and CC from the client's contacts (or typed),
 * the subject and message as the template writes them, with placeholders, a preview of the e-mail as it will
 * read, and the PDFs to open first. One dialog for an invoice, a chasing step and a statement.
 */
export function SendDialogBody({ target, onSent, onCancel, note }: BodyProps) {
  const draft = useMailDraft(target);
  if (draft.isPending) return <Loader aria-label="Loading the e-mail" />;
  if (draft.isError)
    return (
      <Stack>
        <FormAlert message={draft.error.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="sm">
      {note && <Text size="sm">{note}</Text>}
      <SendForm target={target} draft={draft.data} onSent={onSent} onCancel={onCancel} />
    </Stack>
  );
}

function SendForm({ target, draft, onSent, onCancel }: BodyProps & { draft: MailDraft }) {
  const phone = usePhone();
  const form = useForm<Values>({
    initialValues: { to: draft.to, cc: draft.cc, subject: draft.subject, message: draft.message },
    validate: zodValidate(sendMailInput),
  });
  const save = useFormSave(form);
  const preview = renderTemplate(form.values, draft.values);
  const addresses = draft.contacts.map((contact) => ({ value: contact.email, label: `${contact.name} <${contact.email}>` }));

  const submit = save.submit(async (values) => {
    const body: SendMailInput = values;
    onSent(await sendFromDialog(target, sendMailInput.parse(body)));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={save.message} />
        <SimpleGrid cols={phone ? 1 : 2} spacing="lg">
          <Stack gap="sm">
            <TagsInput
              label="To"
              description="The client’s contacts, or type an address and press Enter"
              data={addresses}
              clearable
              splitChars={[',', ';', ' ']}
              {...form.getInputProps('to')}
            />
            <TagsInput label="CC" data={addresses} clearable splitChars={[',', ';', ' ']} {...form.getInputProps('cc')} />
            <TextInput label="Subject" {...form.getInputProps('subject')} />
            <Textarea
              label="Message"
              description="Placeholders in braces, e.g. {client_name}, are filled as the preview shows"
              autosize
              minRows={8}
              maxRows={phone ? 12 : 18}
              {...form.getInputProps('message')}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              Preview
            </Title>
            <Paper withBorder p="sm" aria-label="Preview of the e-mail" role="region">
              <Text size="sm" fw={600} mb="xs">
                {preview.subject}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} ff="monospace">
                {preview.message}
              </Text>
            </Paper>
            <Text size="sm" fw={500}>
              Attached
            </Text>
            {draft.attachments.map((file) => (
              <Anchor key={file.url} href={file.url} target="_blank" rel="noopener" size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconFileTypePdf size={16} aria-hidden />
                  {file.filename}
                </Group>
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.busy} leftSection={<IconSend size={16} />}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Opens the dialog from an action that is not a component (an invoice's action menu). Whether to fill the
 * screen is decided once, at opening, with the same phone width the pages use.
 */
export function openSendDialog(target: SendTarget, title: string, note?: string, onSent: (message: string) => void = said) {
  const modalId = `send-${JSON.stringify(target)}`;
  const close = () => modals.close(modalId);
  modals.open({
    modalId,
    title,
    size: 'xl',
    fullScreen: window.matchMedia(phoneQuery).matches,
    children: (
      <SendDialogBody
        target={target}
        note={note}
        onCancel={close}
        onSent={(message) => {
          close();
          onSent(message);
        }}
      />
    ),
  });
}

const said = (message: string) => notifications.show({ color: 'teal', message });
