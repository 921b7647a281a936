import { describe, expect, it } from 'vitest';
import { replyHtmlOf } from './text-html.js';

describe('replyHtmlOf', () => {
  it('turns plain text into paragraphs and line breaks, escaping what looks like markup', () => {
    expect(replyHtmlOf('Hello Nova,\nthanks.\n\nPayouts leave on Mondays & Thursdays (a < b).')).toBe(
      '<p>Hello Nova,<br>thanks.</p><p>Payouts leave on Mondays &amp; Thursdays (a &lt; b).</p>',
    );
  });

  it('sends html as it is, for the server to sanitise', () => {
    expect(replyHtmlOf('  <p>See <a href="https://liner.test">this</a></p> ')).toBe(
      '<p>See <a href="https://liner.test">this</a></p>',
    );
  });
});
