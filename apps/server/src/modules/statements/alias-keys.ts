/**
 * Match aliases: when an operator resolves an unmatched line, the line's most telling key (its
 * ISRC, else its UPC, else its title and artist) under its store is remembered with the track or
 * release chosen, so the same line next month matches by itself. The keys are plain text built
 * here; no database code (the import process matches with them, match-aliases.ts stores them).
 */
import { canonicalGtin } from '@liner/domain';

/** What a key is made of: the line's codes and names. */
export interface AliasLine {
  isrc?: string | null;
  upc?: string | null;
  title?: string | null;
  artist?: string | null;
}

export type AliasKind = 'isrc' | 'upc' | 'title';

// A separator no normalised name holds (control characters are removed from names below).
const SEP = '\u001f';

/** Names compared as a person reads them: case, accents' composition, spacing and control characters aside. */
export function normaliseName(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function aliasKey(kind: AliasKind, store: string, value: string): string {
  return `${kind}${SEP}${normaliseName(store)}${SEP}${value}`;
}

/** Every key a line can match an alias by, the most telling first. */
export function aliasKeysOf(line: AliasLine, store: string): string[] {
  const keys: string[] = [];
  if (line.isrc) keys.push(aliasKey('isrc', store, line.isrc));
  if (line.upc) keys.push(aliasKey('upc', store, canonicalGtin(line.upc) ?? line.upc));
  const title = line.title ? normaliseName(line.title) : '';
  if (title) keys.push(aliasKey('title', store, `${title}${SEP}${normaliseName(line.artist ?? '')}`));
  return keys;
}

/** The key an operator's resolution of this line teaches: its most telling one. */
export function learnedAliasOf(line: AliasLine, store: string): { kind: AliasKind; key: string; label: string } | null {
  const [key] = aliasKeysOf(line, store);
  if (!key) return null;
  const kind = key.slice(0, key.indexOf(SEP)) as AliasKind;
  const label =
    kind === 'isrc'
      ? `ISRC ${line.isrc}`
      : kind === 'upc'
        ? `UPC ${line.upc}`
        : `"${line.title}"${line.artist ? ` by ${line.artist}` : ''}`;
  return { kind, key, label };
}
