import { describe, expect, it } from 'vitest';
import { HELP_CENTRE_MESSAGES } from '@liner/domain';
import { renderArticle } from './render-article.js';

describe('article rendering', () => {
  it('renders markdown headings, emphasis, lists, code and tables', () => {
    const { html } = renderArticle(
      [
        '# Deliver',
        '## Steps',
        'Fill **every** field, then _send_ ~~twice~~.',
        '',
        '1. Upload',
        '2. Check `ISRC`',
        '',
        '| Store | Days |',
        '| :---- | ---: |',
        '| Spotify | 5 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Deliver</h2>');
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<strong>every</strong>');
    expect(html).toContain('<em>send</em>');
    expect(html).toContain('<del>twice</del>');
    expect(html).toContain('<li>Check <code>ISRC</code></li>');
    expect(html).toContain('<th align="left">Store</th>');
    expect(html).toContain('<td align="right">5</td>');
  });

  it('strips scripts, event handlers, styles, iframes and images from markdown and its raw html', () => {
    const { html } = renderArticle(
      [
        'Hello <script>alert(1)</script>',
        '',
        '<img src=x onerror=alert(1)>',
        '',
        '<p onclick="steal()" style="color:red">Styled</p>',
        '',
        '<iframe src="https://evil.test"></iframe>',
        '',
        '![tracker](https://evil.test/pixel.png)',
        '',
        '<a href="javascript:alert(1)">bad</a> [worse](javascript:alert(2)) <svg onload=alert(3)></svg>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/script|onerror|onclick|onload|style=|iframe|<img|<svg|javascript:/i);
    expect(html).toContain('<p>Styled</p>');
    expect(html).toContain('Hello');
  });

  it('opens links off the site in a new tab without an opener, and keeps links to Liner in the same tab', () => {
    const { html } = renderArticle(
      '[Spotify](https://spotify.com) [wallet](/user-portal/wallet) [mail](mailto:help@liner.test)',
    );
    expect(html).toContain(
      '<a href="https://spotify.com" rel="noopener noreferrer nofollow" target="_blank">Spotify</a>',
    );
    expect(html).toContain('<a href="/user-portal/wallet">wallet</a>');
    expect(html).toContain('<a href="mailto:help@liner.test">mail</a>');
  });

  it('refuses a protocol-relative link and a target the author chose', () => {
    const { html } = renderArticle('<a href="//evil.test" target="_top" rel="opener">x</a>');
    expect(html).toBe('<p><a>x</a></p>');
  });

  it('derives one line of text without markup for search', () => {
    const { text } = renderArticle(
      '# Payouts\n\nThey leave on the **15th** & arrive <em>soon</em>.\n\n- PayPal\n- Bank',
    );
    expect(text).toBe('Payouts They leave on the 15th & arrive soon. PayPal Bank');
  });

  it('refuses nesting too deep to parse with a message on the body', () => {
    expect(() => renderArticle('> '.repeat(20_000))).toThrow(
      expect.objectContaining({ code: 'VALIDATION', errors: { body: [HELP_CENTRE_MESSAGES.bodyNesting] } }),
    );
  });

  it.each([
    ['emphasis', '*'.repeat(50_000)],
    ['brackets', '[('.repeat(25_000)],
    [
      'nested lists',
      Array.from({ length: 2_000 }, (_, depth) => `${'  '.repeat(depth)}- item`)
        .join('\n')
        .slice(0, 50_000),
    ],
    ['backticks', '`a'.repeat(25_000)],
  ])('renders 50,000 characters of hostile %s within a second or refuses them', (_, body) => {
    const started = performance.now();
    try {
      renderArticle(body);
    } catch (error) {
      expect(error).toMatchObject({ code: 'VALIDATION' });
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
