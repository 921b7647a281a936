import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DARK_MODE_COOKIE } from './theme.js';
import { AppThemeProvider, SYSTEM_DARK_QUERY, useColorMode } from './theme-provider.js';

type Listener = (event: { matches: boolean }) => void;

/** A system colour scheme the test can switch, answering matchMedia as a browser does. */
function fakeSystemScheme(startsDark: boolean) {
  let isDark = startsDark;
  const listeners = new Set<Listener>();
  const original = window.matchMedia;
  const list = (query: string) => ({
    get matches() {
      return query === SYSTEM_DARK_QUERY ? isDark : /min-width/.test(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => false,
  });
  window.matchMedia = list as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      isDark = next;
      act(() => {
        for (const listener of [...listeners]) listener({ matches: next });
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function ModeProbe() {
  const { mode, toggle } = useColorMode();
  return (
    <button type="button" onClick={toggle}>
      Mode: {mode}
    </button>
  );
}

const renderProbe = () =>
  render(
    <AppThemeProvider>
      <ModeProbe />
    </AppThemeProvider>,
  );

describe('AppThemeProvider: dark mode follows the system until the person chooses', () => {
  let system: ReturnType<typeof fakeSystemScheme>;
  beforeEach(() => {
    system = fakeSystemScheme(true);
  });
  afterEach(() => {
    system.restore();
  });

  it('starts dark on a dark system and follows it when it changes', () => {
    renderProbe();
    expect(screen.getByRole('button', { name: 'Mode: dark' })).toBeInTheDocument();
    system.set(false);
    expect(screen.getByRole('button', { name: 'Mode: light' })).toBeInTheDocument();
  });

  it('a stored choice wins over the system', () => {
    Cookies.set(DARK_MODE_COOKIE, 'false');
    renderProbe();
    expect(screen.getByRole('button', { name: 'Mode: light' })).toBeInTheDocument();
  });

  it('once the person toggles, the choice is stored and the system no longer changes it', async () => {
    renderProbe();
    await userEvent.click(screen.getByRole('button', { name: 'Mode: dark' }));
    expect(screen.getByRole('button', { name: 'Mode: light' })).toBeInTheDocument();
    expect(Cookies.get(DARK_MODE_COOKIE)).toBe('false');
    system.set(true);
    expect(screen.getByRole('button', { name: 'Mode: light' })).toBeInTheDocument();
  });
});
