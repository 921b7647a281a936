/** How a help article's address ends: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest slug a title makes; a typed slug may use the whole column limit. */
const GENERATED_SLUG_MAX = 80;

/** Latin letters NFKD does not take apart into a base letter and an accent. */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };

/** The slug when a title has no letter or digit to build one from (a title of emoji). */
export const FALLBACK_SLUG = 'article';

/**
 * A title as an address: accents dropped (Café -> cafe, Straße -> strasse), "&" read as "and", every other run of
 * characters that are not a-z or 0-9 becomes one hyphen, cut at a word boundary after 80
 * characters. "ISRC & UPC: what’s the difference?" -> "isrc-and-upc-what-s-the-difference".
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (letter) => LETTERS[letter])
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > GENERATED_SLUG_MAX) {
      if (!slug) slug = word.slice(0, GENERATED_SLUG_MAX);
      break;
    }
    slug = next;
  }
  return slug || FALLBACK_SLUG;
}

/** The slug with a number after it, for the nth article whose title makes the same slug (n from 2). */
export function numberedSlug(slug: string, n: number): string {
  return `${slug}-${n}`;
}
