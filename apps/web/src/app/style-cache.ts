import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The nonce the server put in this page's <meta property="csp-nonce">; the page's CSP lets only
 * <style> elements that carry it run. Read through the property: the browser empties the attribute.
 */
export function pageStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/** MUI's style cache, stamping every <style> element it writes with the page's nonce. */
export function createStyleCache(nonce: string | undefined = pageStyleNonce()): EmotionCache {
  return createCache({ key: 'css', nonce });
}
