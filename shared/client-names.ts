/**
 * Two clients with the same name are allowed (two businesses can share one), but usually a second one is a
 * slip: the client form warns before saving. Names match ignoring case and runs of
 * spaces, so "Acme  Pty Ltd" is "ACME Pty Ltd".
 */
export const normalClientName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU');

/** The clients among `candidates` that bear `name`, other than the one being edited. */
export function namesakes<T extends { id: number; name: string }>(
  name: string,
  candidates: readonly T[],
  editing: number | null = null,
): T[] {
  const wanted = normalClientName(name);
  if (wanted === '') return [];
  return candidates.filter((client) => client.id !== editing && normalClientName(client.name) === wanted);
}

/** The warning shown under the name: which client, and that saving is still possible. */
export function namesakeWarning(found: readonly { name: string; active: boolean }[]): string | null {
  if (found.length === 0) return null;
  const inactive = found.every((client) => !client.active) ? ' (inactive)' : '';
  const who =
    found.length === 1
      ? `A client named ${found[0].name}${inactive} already exists.`
      : `${found.length} clients named ${found[0].name} already exist.`;
  return `${who} Check it is not the same client; you can still save.`;
}
