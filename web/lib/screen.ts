import { useMediaQuery } from '@mantine/hooks';

/** The width below which a page takes its phone layout (cards for rows, full-screen dialogs). */
export const phoneQuery = '(max-width: 512px)';

/**
 * Whether the screen matches `query`, answered from the first render. Mantine's own answer is false until an
 * effect runs, so a part mounted inside a phone layout (a form opened in the invoice editor) drew its wide
 * layout for one render — a table row outside any table, which crashed the page.
 */
export function useScreen(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}

/** True on a phone, from the first render. */
export const usePhone = (): boolean => useScreen(phoneQuery);
