import { describe, expect, it } from 'vitest';
import { signTipaltiIframeUrl } from './tipalti-iframe-url.js';

const config = {
  payer: 'LinerMusic',
  apiKey: 'tipalti-test-key',
  iframeBase: 'https://ui2.sandbox.tipalti.com',
  apiBase: 'https://api.sandbox.tipalti.com',
};

describe('Tipalti iframe address', () => {
  it('signs idap, payer and ts with HMAC-SHA256 of the query string (a vector computed outside this code)', () => {
    // hmac.new(b'tipalti-test-key', b'idap=liner-42&payer=LinerMusic&ts=1764054000', sha256).hexdigest() in Python.
    const url = signTipaltiIframeUrl(config, 'liner-42', new Date('2025-11-25T07:00:00.900Z'));
    expect(url).toBe(
      'https://ui2.sandbox.tipalti.com/payeedashboard/home?idap=liner-42&payer=LinerMusic&ts=1764054000' +
        '&hashkey=48c3e935f62e656268cc35837edcc98b987441ddac1dd15f2fece7de465ba266',
    );
  });

  it('encodes the values it signs, and signs them as encoded', () => {
    const url = new URL(signTipaltiIframeUrl({ ...config, payer: 'Liner & Co' }, 'liner-7', new Date(0)));
    expect(url.search.startsWith('?idap=liner-7&payer=Liner%20%26%20Co&ts=0&hashkey=')).toBe(true);
    expect(url.searchParams.get('hashkey')).toMatch(/^[0-9a-f]{64}$/);
  });
});
