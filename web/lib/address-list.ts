import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's query kept in the address (so a reload, a link or Back keeps it), and the way to change it: any change
 * but the page goes back to page 1. A change builds on the last one written even before the page has drawn it
 * (the router draws an address change as a transition), so two quick changes, a tab and then a page size, keep
 * both instead of the second undoing the first.
 */
export function useAddressList<T extends { page: number }>(read: (params: URLSearchParams) => T, write: (list: T) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const written = useRef<string | null>(null);
  const drawn = params.toString();
  // Once the page has drawn the address last written, the address is the truth again (Back and links included).
  // After the commit, not while rendering: a transition's render may be thrown away, the old page kept on screen.
  useEffect(() => {
    if (written.current === drawn) written.current = null;
  }, [drawn]);
  const list = read(params);
  const change = (next: Partial<T>) => {
    const base = written.current === null ? list : read(new URLSearchParams(written.current));
    const address = write({ ...base, page: 1, ...next });
    written.current = address.toString();
    setParams(address, { replace: true });
  };
  return { list, change };
}
