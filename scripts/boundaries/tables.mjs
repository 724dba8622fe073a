// Who owns each table: the feature whose server/features/<feature>/*.table.ts declares it, or the platform
// for server/platform/*.table.ts.

const tableFile = /^server\/(?:features\/([^/]+)|(platform))\/[^/]+\.table\.ts$/;

/** The owner of a table file (`platform` or a feature name), or null for any other file. */
export function tableOwnerOf(rel) {
  const match = tableFile.exec(rel);
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * @param {Map<string, ReturnType<import('./read-source.mjs').readSource>>} files by root-relative path
 * @returns {{ byName: Map<string, { owner: string, file: string }>, resolve: (file: object, ref: object) => string | null }}
 *   `resolve` answers the SQL name of the table a reference in `file` stands for, following imports and
 *   re-exports (`server/db/schema.ts` re-exports every table), or null when it is not a table.
 */
export function tableIndex(files) {
  const byName = new Map();
  for (const file of files.values()) {
    const owner = tableOwnerOf(file.rel);
    if (owner) for (const name of file.tables.values()) byName.set(name, { owner, file: file.rel });
  }

  function exported(rel, name, seen = new Set()) {
    const file = files.get(rel);
    if (!file || seen.has(rel)) return null;
    seen.add(rel);
    if (file.tables.has(name)) return file.tables.get(name);
    for (const { target, names } of file.reexports) {
      const found = names ? names.has(name) && exported(target, names.get(name), seen) : exported(target, name, seen);
      if (found) return found;
    }
    return null;
  }

  function resolve(file, ref) {
    if (!ref.member && file.tables.has(ref.local)) return file.tables.get(ref.local);
    for (const { target, bindings } of file.imports) {
      const imported = bindings.get(ref.local);
      if (imported === '*' && ref.member) return exported(target, ref.member);
      if (imported && imported !== '*' && !ref.member) return exported(target, imported);
    }
    return null;
  }

  return { byName, resolve };
}
