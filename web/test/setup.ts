import { configure } from '@testing-library/dom';
import { mediaQueryList } from './media';

// Mantine reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => mediaQueryList(query, false) });
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Mantine's autosizing textarea listens for web fonts loading, which jsdom does not have.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
// Mantine's comboboxes scroll the selected option into view after a timeout; jsdom has no layout to scroll.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// findBy… and waitFor wait up to 5 s: a page's first render under a loaded machine can take more than 1 s.
configure({ asyncUtilTimeout: 5000 });
