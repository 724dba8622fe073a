import { Checkbox, type CheckboxGroupProps, Stack, TextInput, type TextInputProps } from '@mantine/core';

type Contact = { id: number; name: string; email: string | null; type: string };

/** A recipients call's `users`: the client's contacts with an e-mail, ticked by id (checkbox values are strings). */
export function ContactCheckboxes({ contacts, ...props }: { contacts: Contact[] } & Omit<CheckboxGroupProps, 'children' | 'label'>) {
  return (
    <Checkbox.Group label="Contacts" {...props}>
      <Stack gap="xs" mt={6}>
        {contacts.map((contact) => (
          <Checkbox
            key={contact.id}
            value={String(contact.id)}
            label={contact.name}
            description={contact.type === 'account' ? `${contact.email} · accounts` : contact.email}
            styles={{ description: { overflowWrap: 'anywhere' } }}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** A recipients call's `custom`: addresses typed by hand. */
export function OtherAddressesInput(props: TextInputProps) {
  return (
    <TextInput
      label="Other addresses"
      description="Separate addresses with a semicolon"
      type="text"
      inputMode="email"
      autoComplete="off"
      {...props}
    />
  );
}
