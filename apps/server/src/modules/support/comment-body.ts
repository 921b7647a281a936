import sanitizeHtml from 'sanitize-html';

/** A comment's three bodies: safe html to render, plain text with its line breaks, one line of text. */
export interface CommentBodies {
  html: string;
  plain: string;
  text: string;
}

/**
 * What a comment's html may keep: basic formatting, links, lists, code and quotes. Scripts,
 * styles, iframes, images, forms and every attribute not named here (event handlers, style,
 * class) are dropped; a link keeps only an http, https or mailto target and always opens without
 * giving the new page a handle on this one.
 */
const COMMENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
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
  // rel and target are always set by the transform below, whatever the input said.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is code or markup, not text the person wrote: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'title', 'head'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

const BLOCK_END = /<\/(p|li|h3|h4|pre|blockquote)>|<br\s*\/?>|<hr\s*\/?>/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The text of sanitised html, one line break per block, blank runs squeezed. */
function plainOf(html: string): string {
  const withBreaks = html.replace(BLOCK_END, (match) => `${match}\n`);
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(stripped)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Html from the person, made safe, with its plain and one-line forms. */
export function commentFromHtml(html: string): CommentBodies {
  const safe = sanitizeHtml(html, COMMENT_HTML).trim();
  const plain = plainOf(safe);
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
