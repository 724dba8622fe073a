/** What `window.matchMedia` answers (jsdom has none): Mantine's hooks read `matches` and subscribe. */
export const mediaQueryList = (query: string, matches: boolean) => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
