/**
 * Word lists and text helpers for the title rules. Most title mistakes sit in a bracketed
 * part ("Song (Live)") or after a dash ("Song - Radio Edit"), so the rules that would fire
 * on ordinary words ("Live Forever", "Clean Up") look only at those parts.
 */

/** The parts of a title in (parentheses) or [brackets], and what follows a spaced dash. */
export function taggedSegments(text: string): string[] {
  const segments = [...text.matchAll(/[([]([^()[\]]*)[)\]]/g)].map((match) => match[1].trim());
  const dash = /\s[-–—]\s(.+)$/u.exec(text);
  if (dash) segments.push(dash[1].replace(/[([][^()[\]]*[)\]]/g, '').trim());
  return segments.filter((segment) => segment.length > 0);
}

/** Whole-word, case-insensitive search; `words` may contain spaces ("radio edit"). */
export function findWord(text: string, words: readonly string[]): string | undefined {
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+');
    // Letters and digits on either side mean the word is part of another ("Alive", "Defeat").
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}

/**
 * "feat." / "ft." / "featuring" / "w/" anywhere as a word; a bare "feat", "ft" or "with"
 * only where a credit starts (a bracket or after a dash), so "Dancing with Myself" and
 * "A Heroic Feat" pass.
 */
export function findFeaturedCredit(text: string): string | undefined {
  const anywhere = /(?<![\p{L}\p{N}])(feat\.|ft\.|featuring|w\/)(?=\s|$)/iu.exec(text);
  if (anywhere) return anywhere[1];
  for (const segment of taggedSegments(text)) {
    const start = /^(feat|ft|with)(?=\s)/i.exec(segment);
    if (start) return start[1];
  }
  return undefined;
}

/** Words a store takes as a version; they belong in the version field. */
export const VERSION_WORDS = [
  'radio edit',
  'extended mix',
  'club mix',
  'original mix',
  'remix',
  'remixed',
  'mix',
  'edit',
  'live',
  'acoustic',
  'remastered',
  'remaster',
  'instrumental',
  'a cappella',
  'acapella',
  'demo',
  'extended',
  'version',
  'karaoke',
  'sped up',
  'slowed',
  'reverb',
  'unplugged',
  'deluxe',
  'bonus track',
  'edition',
  'dub',
  'vip',
  'rework',
  'reprise',
  'mono',
  'stereo',
] as const;

/** DOMAIN.md 4: no "Explicit"/"Clean", "Official", "Exclusive" or producer in titles. */
export const ANYWHERE_FORBIDDEN = ['official', 'exclusive'] as const;
export const TAG_FORBIDDEN = ['explicit', 'clean', 'dirty', 'censored', 'uncensored'] as const;
export const PRODUCER_CREDIT = ['prod. by', 'prod by', 'produced by', 'prod.'] as const;

/** Promotional text (an addition to DOMAIN.md, which names it for cover art). */
export const PROMOTIONAL_ANYWHERE = [
  'free download',
  'out now',
  'limited edition',
  'reduced price',
  'pre-order',
  'preorder',
  'spotify',
  'itunes',
  'apple music',
  'amazon music',
  'deezer',
  'soundcloud',
  'youtube',
] as const;
export const PROMOTIONAL_TAG = ['new', 'new song', 'new single', 'hot', 'free', 'leak', 'leaked'] as const;

const LINK = /(https?:\/\/|www\.|\b[\w-]+\.(com|net|org|io|co|fm|me|ly|be|app|link)\b|\S+@\S+\.\w+)/i;
const HANDLE = /(^|\s)[@#][\p{L}\p{N}_.]{2,}/u;
const PRICE = /[$€£]\s?\d/;

export function findPromotional(text: string): string | undefined {
  const link = LINK.exec(text) ?? HANDLE.exec(text) ?? PRICE.exec(text);
  if (link) return link[0].trim();
  const phrase = findWord(text, PROMOTIONAL_ANYWHERE);
  if (phrase) return phrase;
  for (const segment of taggedSegments(text)) {
    const bare = segment.replace(/!+$/, '').trim().toLowerCase();
    if ((PROMOTIONAL_TAG as readonly string[]).includes(bare)) return segment;
  }
  const shouted = /(?<![\p{L}\p{N}])NEW!+/u.exec(text);
  return shouted?.[0];
}

/** ©, ® and ™ are "pictographic" in Unicode but belong in some names; they are not emoji. */
const EMOJI = /(?![©®™])[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

export function findEmoji(text: string): string | undefined {
  return EMOJI.exec(text)?.[0];
}

export function hasExtraWhitespace(text: string): boolean {
  return /^\s|\s$|\s{2,}|[\t\n\r]/.test(text);
}
