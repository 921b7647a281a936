const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * What an operator typed, as the html a reply is sent as: text with markup is sent as it is (the
 * server sanitises it); plain text becomes paragraphs at blank lines and line breaks inside them.
 */
export function replyHtmlOf(typed: string): string {
  const text = typed.trim();
  if (/<[a-z][^>]*>/i.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
