// Runs before every vitest test file.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  // jsdom has no scrolling; TanStack Router's scroll restoration calls window.scrollTo.
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });
  // Without vitest globals, @testing-library/react cannot register its own cleanup: unmount after each test.
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
