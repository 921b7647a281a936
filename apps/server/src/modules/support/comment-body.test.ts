import { describe, expect, it } from 'vitest';
import { commentFromHtml, commentFromText } from './comment-body.js';

describe('comment html', () => {
  it('strips scripts, event handlers, styles and iframes', () => {
    const { html } = commentFromHtml(
      '<p onclick="steal()" style="color:red">Hello<script>alert(1)</script></p><iframe src="https://x.test"></iframe><style>p{}</style><img src=x onerror=alert(1)>',
    );
    expect(html).toBe('<p>Hello</p>');
  });

  it('keeps formatting, lists, code and quotes', () => {
    const source =
      '<p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><pre><code>x &lt; 1</code></pre><blockquote>q</blockquote>';
    expect(commentFromHtml(source).html).toBe(source);
  });

  it('keeps http, https and mailto links only, opening without an opener', () => {
    const { html } = commentFromHtml(
      '<a href="https://liner.test/help" rel="opener">help</a><a href="javascript:alert(1)">bad</a><a href="mailto:a@b.test">mail</a><a href="data:text/html,x">data</a>',
    );
    expect(html).toBe(
      '<a href="https://liner.test/help" rel="noopener noreferrer nofollow" target="_blank">help</a>' +
        '<a rel="noopener noreferrer nofollow" target="_blank">bad</a>' +
        '<a href="mailto:a@b.test" rel="noopener noreferrer nofollow" target="_blank">mail</a>' +
        '<a rel="noopener noreferrer nofollow" target="_blank">data</a>',
    );
  });

  it('derives the plain body with line breaks and the one-line text', () => {
    const bodies = commentFromHtml('<p>Hi &amp; welcome,</p><p>line one<br>line two</p><ul><li>a</li><li>b</li></ul>');
    expect(bodies.plain).toBe('Hi & welcome,\nline one\nline two\na\nb');
    expect(bodies.text).toBe('Hi & welcome, line one line two a b');
  });
});

describe('comment text', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    const bodies = commentFromText('Hello <script>x</script>\nsecond line\n\nnext paragraph');
    expect(bodies.html).toBe('<p>Hello &lt;script&gt;x&lt;/script&gt;<br />second line</p><p>next paragraph</p>');
    expect(bodies.plain).toBe('Hello <script>x</script>\nsecond line\n\nnext paragraph');
  });
});
