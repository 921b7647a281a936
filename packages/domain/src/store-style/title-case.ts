/**
 * Casing rules of DOMAIN.md 4 (CD Baby "Casing Rules", Ingrooves Appendix A): no ALL CAPS or
 * all lowercase titles in any language, and English title case.
 */

/**
 * English words kept lowercase inside a title: articles, conjunctions and prepositions of
 * four letters or fewer, as DOMAIN.md 4 lists them.
 */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'but',
  'for',
  'from',
  'nor',
  'of',
  'or',
  'so',
  'the',
  'to',
  'yet',
  'at',
  'by',
  'in',
  'into',
  'off',
  'on',
  'onto',
  'out',
  'over',
  'up',
  'with',
]);

function casedLetters(text: string): { upper: number; lower: number } {
  return {
    upper: (text.match(/\p{Lu}/gu) ?? []).length,
    lower: (text.match(/\p{Ll}/gu) ?? []).length,
  };
}

/**
 * ALL CAPS, except a short acronym-like title ("DNA", "USA"): one word of four letters or
 * fewer is more likely an acronym than shouting.
 */
export function isAllCaps(text: string): boolean {
  const { upper, lower } = casedLetters(text);
  if (lower > 0 || upper < 2) return false;
  const words = text.split(/\s+/).filter((word) => /\p{Lu}/u.test(word));
  return words.length > 1 || (words[0] ?? '').replace(/[^\p{L}]/gu, '').length > 4;
}

export function isAllLowercase(text: string): boolean {
  const { upper, lower } = casedLetters(text);
  return upper === 0 && lower >= 2;
}

/** Stylised or proper spellings the rule leaves alone: "iPhone", "McCartney", "DJ", "2Pac". */
function isStylised(core: string): boolean {
  return /\p{N}/u.test(core) || /\p{Lu}/u.test(core.slice(1)) || core.toLowerCase() === 'feat.';
}

/**
 * The English title-case form of `text`: small words lowercase except the first and last word
 * of the title and of a bracketed part, and the words around "-", "/" and ":"; every other
 * word capitalised. Only first letters change; stylised words are kept.
 */
export function toEnglishTitleCase(text: string): string {
  const tokens = text.split(/(\s+|[-/])/);
  const wordIndexes = tokens.flatMap((token, index) => (/\p{L}/u.test(token) ? [index] : []));
  return tokens
    .map((token, index) => {
      const position = wordIndexes.indexOf(index);
      if (position < 0) return token;
      const previous = tokens[wordIndexes[position - 1] ?? -1];
      const next = tokens[wordIndexes[position + 1] ?? -1];
      const isEdge =
        position === 0 ||
        position === wordIndexes.length - 1 ||
        /^[([]/.test(token) ||
        /[)\]]\W*$/.test(token) ||
        (previous !== undefined && /[:)\]]$/.test(previous)) ||
        (next !== undefined && /^[([]/.test(next)) ||
        /^[-/]$/.test(tokens[index - 1] ?? '') ||
        /^[-/]$/.test(tokens[index + 1] ?? '') ||
        /:$/.test(token);
      return recase(token, isEdge);
    })
    .join('');
}

function recase(token: string, isEdge: boolean): string {
  const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}.']*)$/u.exec(token);
  if (!match) return token;
  const [, lead, core, trail] = match;
  if (core.length === 0 || isStylised(core)) return token;
  const keepLower = !isEdge && SMALL_WORDS.has(core.toLowerCase());
  const first = keepLower ? core[0].toLowerCase() : core[0].toUpperCase();
  return `${lead}${first}${core.slice(1)}${trail}`;
}

export function isEnglish(language: string | undefined): boolean {
  return language !== undefined && /^en(-|$)/i.test(language.trim());
}
