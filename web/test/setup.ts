import '@testing-library/dom';
import { mediaQueryList } from './media';

// Mantine reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => mediaQueryList(query, false) });
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
