import { useState } from 'react';

/**
 * Which record a modal form edits (`null` = a new one). Every open gets a new `key`, so the form
 * mounts afresh: its values come from the record and no earlier server error is left over. The last
 * record stays in place while the modal animates closed.
 */
export function useEditor<T>() {
  const [state, setState] = useState<{ opened: boolean; record: T | null; key: number }>({ opened: false, record: null, key: 0 });
  return {
    ...state,
    open: (record: T | null) => setState((s) => ({ opened: true, record, key: s.key + 1 })),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
