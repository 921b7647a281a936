import { Marked } from 'marked';
import { HELP_CENTRE_MESSAGES } from '@liner/domain';
import { fieldError } from '../../platform/errors.js';
import { plainTextOf, type SafeHtmlPolicy, sanitizeWith } from '../../platform/safe-html.js';

/** An article's body as readers get it: html to show, and one line of text to search and quote. */
export interface RenderedArticle {
  html: string;
  text: string;
}

/**
 * What an article may keep: a reply's formatting plus section headings, tables and strike-through.
 * The page's title is its only h1, so `#` headings become h2 and the deepest ones h4. Images are
 * dropped: articles have no uploads, and a picture from another site would tell it who reads.
 */
const ARTICLE_HTML: SafeHtmlPolicy = {
  tags: [
    ...['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'a', 'code', 'pre', 'blockquote', 'hr'],
    ...['ul', 'ol', 'li', 'h2', 'h3', 'h4'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  attributes: {
    ol: ['start'],
    th: [{ name: 'align', values: ['left', 'center', 'right'] }],
    td: [{ name: 'align', values: ['left', 'center', 'right'] }],
  },
  renamed: { h1: 'h2', h5: 'h4', h6: 'h4' },
  newTab: 'links-off-site',
};

// GitHub-flavoured markdown (tables, strike-through, autolinks); a single line break stays a space.
const markdown = new Marked({ gfm: true, breaks: false });

/** The parser recurses per level of nesting: thousands of `>` exhaust the stack, which is the writer's to fix. */
function markdownToHtml(body: string): string {
  try {
    return markdown.parse(body, { async: false });
  } catch {
    throw fieldError('body', HELP_CENTRE_MESSAGES.bodyNesting);
  }
}

/** Markdown to sanitised html: whatever html the markdown carries goes through the same allow-list. */
export function renderArticle(body: string): RenderedArticle {
  const html = sanitizeWith(markdownToHtml(body), ARTICLE_HTML);
  return { html, text: plainTextOf(html).replace(/\s+/g, ' ').trim() };
}
