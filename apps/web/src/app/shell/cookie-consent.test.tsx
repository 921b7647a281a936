import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../theme.js';
import { renderAt } from '../../testing/render.js';
import { CookieConsent } from './cookie-consent.js';

describe('CookieConsent', () => {
  it('stacks above the page and its bars but under every dialog, so a full-screen dialog keeps its buttons', () => {
    renderAt(<CookieConsent />);
    const bar = screen.getByRole('region', { name: 'Cookie consent' });
    const { zIndex } = createAppTheme('light');
    const stacked = Number(getComputedStyle(bar).zIndex);
    expect(stacked).toBeLessThan(zIndex.modal);
    expect(stacked).toBeGreaterThan(zIndex.appBar);
    expect(stacked).toBeGreaterThan(zIndex.drawer);
  });
});
