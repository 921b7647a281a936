import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { createStyleCache, pageStyleNonce } from './style-cache.js';

function addNonceMeta(nonce: string): void {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
}

describe('style cache', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('meta[property="csp-nonce"], style')) element.remove();
  });

  it("reads the page's nonce from its meta tag, and none when the page has none", () => {
    expect(pageStyleNonce()).toBeUndefined();
    addNonceMeta('c2VydmVyLW5vbmNl');
    expect(pageStyleNonce()).toBe('c2VydmVyLW5vbmNl');
  });

  it('stamps the <style> elements MUI writes with the nonce', () => {
    addNonceMeta('c2VydmVyLW5vbmNl');
    render(
      <CacheProvider value={createStyleCache()}>
        <Box sx={{ color: 'red', padding: 3 }}>styled</Box>
      </CacheProvider>,
    );
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles)
      expect((style as HTMLStyleElement).nonce || style.getAttribute('nonce')).toBe('c2VydmVyLW5vbmNl');
  });
});
