import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, expect, vi } from 'vitest';
import { takeUnexpectedRequests } from './fake-api.js';

// jsdom has no layout: MUI's media queries and the portal's width checks need these to exist.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => undefined;

// The machines are shared and slow under load: wait up to 5 s for what a test expects to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  expect(takeUnexpectedRequests(), 'requests the test did not expect').toEqual([]);
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom plays no sound: the toast chime resolves at once.
window.HTMLMediaElement.prototype.play = () => Promise.resolve();
