import sanitizeHtml from 'sanitize-html';

/**
 * Html written by people (a support reply, a help article) made safe to show on Liner's pages.
 * Each caller names the tags it keeps; what every policy shares is here, once: scripts, styles,
 * iframes, images, forms, event handlers, `style` and `class` never survive, a link keeps only an
 * http, https or mailto target (or a path on this site), and a link that opens a new tab never
 * gives that page a handle on this one.
 */
export interface SafeHtmlPolicy {
  /** The tags kept; any other tag is dropped and its text kept. */
  tags: readonly string[];
  /** Attributes kept besides a link's `href` and `title`, by tag; a list of values limits what they may say. */
  attributes?: Record<string, readonly (string | { name: string; values: string[] })[]>;
  /** Tags written as another: `h1` becomes `h2` where the page has its own `h1`. */
  renamed?: Record<string, string>;
  /**
   * Which links open in a new tab: every link (a reply, read in a mail or a ticket), or only links
   * that leave the site (an article links to Liner's own pages in the same tab).
   */
  newTab: 'every-link' | 'links-off-site';
}

/** Tags whose content is code or markup, not text: dropped with the tag. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'title',
  'head',
];
const NEW_TAB = { rel: 'noopener noreferrer nofollow', target: '_blank' };
const OFF_SITE = /^https?:\/\//i;

type LinkAttributes = Record<string, string>;

/** rel and target are decided here, whatever the input said. */
function linkAttributes(attribs: LinkAttributes, newTab: SafeHtmlPolicy['newTab']): LinkAttributes {
  const { rel: _rel, target: _target, ...kept } = attribs;
  const opensNewTab = newTab === 'every-link' || OFF_SITE.test(kept.href ?? '');
  return opensNewTab ? { ...kept, ...NEW_TAB } : kept;
}

function optionsOf(policy: SafeHtmlPolicy): sanitizeHtml.IOptions {
  const transformTags: Record<string, sanitizeHtml.Transformer> = {
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs, policy.newTab) }),
  };
  for (const [from, to] of Object.entries(policy.renamed ?? {}))
    transformTags[from] = sanitizeHtml.simpleTransform(to, {});
  const attributes = Object.fromEntries(
    Object.entries(policy.attributes ?? {}).map(([tag, names]) => [tag, [...names]]),
  ) as sanitizeHtml.IOptions['allowedAttributes'];
  return {
    allowedTags: [...policy.tags],
    allowedAttributes: { ...attributes, a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    transformTags,
  };
}

const compiled = new WeakMap<SafeHtmlPolicy, sanitizeHtml.IOptions>();

/** `html` with only what `policy` keeps, trimmed. */
export function sanitizeWith(html: string, policy: SafeHtmlPolicy): string {
  let options = compiled.get(policy);
  if (!options) {
    options = optionsOf(policy);
    compiled.set(policy, options);
  }
  return sanitizeHtml(html, options).trim();
}

const BLOCK_END = /<\/(p|li|h[1-6]|pre|blockquote|tr)>|<br\s*\/?>|<hr\s*\/?>/gi;
const CELL_END = /<\/(td|th)>/gi;

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
export function plainTextOf(html: string): string {
  const withBreaks = html.replace(BLOCK_END, (match) => `${match}\n`).replace(CELL_END, (match) => `${match} `);
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(stripped)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
