import { Accordion, Badge, Button, Code, Group, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MailTemplateRow, mailTemplateInput } from '../../../shared/api/send-mail';
import { mailTemplateLabels, placeholders } from '../../../shared/mail-templates';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { SettingsCard } from './settings-card';

const templatesKey = ['settings', 'mail-templates'] as const;

/**
 * Settings → E-mail templates (docs/domain.md "E-mail templates"): the subject and message each kind of
 * document is sent with, with the placeholders they may use; the send dialog starts from them.
 */
export function MailTemplatesCard() {
  const templates = useQuery({ queryKey: templatesKey, queryFn: () => api<MailTemplateRow[]>('/api/settings/mail-templates') });
  return (
    <SettingsCard title="E-mail templates" description="What invoices, reminders, notices and statements say when they are sent.">
      <Stack>
        <Accordion variant="separated">
          {(templates.data ?? []).map((template) => (
            <Accordion.Item key={template.kind} value={template.kind}>
              <Accordion.Control>
                <Group gap="xs">
                  {mailTemplateLabels[template.kind]}
                  {template.edited && (
                    <Badge size="sm" variant="light">
                      Edited
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <TemplateForm template={template} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Placeholder</Table.Th>
                <Table.Th>Is filled with</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(placeholders).map(([name, meaning]) => (
                <Table.Tr key={name}>
                  <Table.Td>
                    <Code>{`{${name}}`}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{meaning}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </SettingsCard>
  );
}

function TemplateForm({ template }: { template: MailTemplateRow }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { subject: template.subject, message: template.message },
    validate: zodValidate(mailTemplateInput),
  });
  const save = useFormSave(form);
  const submit = save.submit(async (values) => {
    const saved = await api<MailTemplateRow[]>(`/api/settings/mail-templates/${template.kind}`, {
      method: 'PUT',
      body: values,
      quiet: true,
    });
    queryClient.setQueryData(templatesKey, saved);
    notifications.show({ color: 'teal', message: `${mailTemplateLabels[template.kind]} template saved.` });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={save.message} />
        <TextInput label="Subject" {...form.getInputProps('subject')} />
        <Textarea label="Message" autosize minRows={6} maxRows={16} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => form.setValues({ subject: template.default_subject, message: template.default_message })}
          >
            Use the default
          </Button>
          <Button type="submit" loading={save.busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
