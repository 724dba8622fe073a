import '@testing-library/dom';
import { mediaQueryList } from './media';

// Mantine reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => mediaQueryList(query, false) });
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Mantine's autosizing textarea listens for web fonts loading, which jsdom has no FontFaceSet for.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}
