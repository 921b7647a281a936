import { plainTextOf, type SafeHtmlPolicy, sanitizeWith } from '../../platform/safe-html.js';

/** A comment's three bodies: safe html to render, plain text with its line breaks, one line of text. */
export interface CommentBodies {
  html: string;
  plain: string;
  text: string;
}

/**
 * What a comment's html may keep: basic formatting, links, lists, code and quotes. Every link
 * opens in a new tab (a reply is read in a mail or beside the ticket).
 */
const COMMENT_HTML: SafeHtmlPolicy = {
  tags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'code',
    'pre',
    'blockquote',
    'h3',
    'h4',
    'hr',
  ],
  newTab: 'every-link',
};

/** Html from the person, made safe, with its plain and one-line forms. */
export function commentFromHtml(html: string): CommentBodies {
  const safe = sanitizeWith(html, COMMENT_HTML);
  const plain = plainTextOf(safe);
  return { html: safe, plain, text: plain.replace(/\s+/g, ' ').trim() };
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text as typed: escaped, paragraphs on blank lines, line breaks kept. */
export function commentFromText(text: string): CommentBodies {
  const plain = text.replace(/\r\n?/g, '\n').trim();
  const paragraphs = plain
    .split(/\n{2,}/)
    .filter((part) => part.trim())
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br />')}</p>`);
  return { html: paragraphs.join(''), plain, text: plain.replace(/\s+/g, ' ').trim() };
}

export function commentBodies(body: string, format: 'text' | 'html'): CommentBodies {
  return format === 'html' ? commentFromHtml(body) : commentFromText(body);
}
