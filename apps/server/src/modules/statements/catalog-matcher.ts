/**
 * Matching sale lines to the catalog: by ISRC to a track first, then by UPC to a release, then by
 * an alias an operator's resolution taught (alias-keys.ts). The matcher asks a CatalogLookup in
 * batches and remembers every answer, so a million lines cost one lookup per set of new keys. No
 * database code here (find-catalog-match.ts asks the database): the statement import process
 * matches with this.
 */
import { canonicalGtin } from '@liner/domain';
import { aliasKeysOf, type AliasLine } from './alias-keys.js';

export interface CatalogMatch {
  trackId: number | null;
  releaseId: number;
  ownerUserId: number;
  matchedBy: 'isrc' | 'upc' | 'alias' | 'manual';
}

/**
 * A line's UPC as the catalog keys it: UPC-12, EAN-13 and GTIN-14 forms of one product differ only
 * by leading zeros and share one GTIN-14 key. A code that is not digits is kept as it is (it
 * matches nothing).
 */
export function upcKey(upc: string): string {
  return canonicalGtin(upc) ?? upc;
}

/** What the lookup is asked: ISRCs, GTIN keys (see upcKey) and alias keys (alias-keys.ts). */
export interface CatalogKeys {
  isrcs: string[];
  gtins: string[];
  aliases: string[];
}

/**
 * What the catalog has for some keys. An ISRC may be on several releases of its owner (single,
 * album): its rows come earliest release first, each with its release's GTIN key.
 */
export interface CatalogRows {
  tracks: { isrc: string; trackId: number; releaseId: number; ownerUserId: number; gtin: string | null }[];
  releases: { gtin: string; releaseId: number; ownerUserId: number }[];
  aliases: { key: string; trackId: number | null; releaseId: number; ownerUserId: number }[];
}

/** Looks keys up in the catalog; the import process asks the server's transaction. */
export type CatalogLookup = (keys: CatalogKeys) => Promise<CatalogRows>;

/** A sale line as the matcher reads it; `store` is the store the line is written under. */
export type MatchLine = AliasLine;

interface IsrcCandidate {
  gtin: string | null;
  match: CatalogMatch;
}

export class CatalogMatcher {
  private readonly byIsrc = new Map<string, IsrcCandidate[] | null>();
  private readonly byUpc = new Map<string, CatalogMatch | null>();
  private readonly byAlias = new Map<string, CatalogMatch | null>();

  constructor(private readonly lookup: CatalogLookup) {}

  /** Looks up every key of a batch not seen before, in one lookup. */
  async prepare(lines: readonly { line: MatchLine; store: string }[]): Promise<void> {
    const isrcs = new Set<string>();
    const upcs = new Set<string>();
    for (const { line } of lines) {
      if (line.isrc && !this.byIsrc.has(line.isrc)) isrcs.add(line.isrc);
      if (line.upc && !this.byUpc.has(upcKey(line.upc))) upcs.add(upcKey(line.upc));
    }
    if (isrcs.size > 0 || upcs.size > 0) {
      this.learn(await this.lookup({ isrcs: [...isrcs], gtins: [...upcs], aliases: [] }), isrcs, upcs, []);
    }
    // Aliases are asked only for lines the catalog does not match (most lines never need one).
    const aliases = new Set<string>();
    for (const { line, store } of lines) {
      if (this.catalogMatch(line) !== null) continue;
      for (const key of aliasKeysOf(line, store)) if (!this.byAlias.has(key)) aliases.add(key);
    }
    if (aliases.size > 0) {
      this.learn(await this.lookup({ isrcs: [], gtins: [], aliases: [...aliases] }), [], [], aliases);
    }
  }

  private learn(found: CatalogRows, isrcs: Iterable<string>, upcs: Iterable<string>, aliases: Iterable<string>) {
    for (const isrc of isrcs) this.byIsrc.set(isrc, null);
    for (const row of found.tracks) {
      const candidates = this.byIsrc.get(row.isrc) ?? [];
      candidates.push({
        gtin: row.gtin,
        match: { trackId: row.trackId, releaseId: row.releaseId, ownerUserId: row.ownerUserId, matchedBy: 'isrc' },
      });
      this.byIsrc.set(row.isrc, candidates);
    }
    for (const upc of upcs) this.byUpc.set(upc, null);
    for (const row of found.releases) {
      this.byUpc.set(row.gtin, {
        trackId: null,
        releaseId: row.releaseId,
        ownerUserId: row.ownerUserId,
        matchedBy: 'upc',
      });
    }
    for (const key of aliases) this.byAlias.set(key, null);
    for (const row of found.aliases) {
      this.byAlias.set(row.key, {
        trackId: row.trackId,
        releaseId: row.releaseId,
        ownerUserId: row.ownerUserId,
        matchedBy: 'alias',
      });
    }
  }

  /**
   * By ISRC, then UPC: a match, null (the catalog has neither), or undefined when a key has not
   * been looked up yet. An ISRC on several releases is credited once: to the release whose GTIN
   * the line names, else to the earliest release.
   */
  private catalogMatch(line: MatchLine): CatalogMatch | null | undefined {
    if (line.isrc) {
      const candidates = this.byIsrc.get(line.isrc);
      if (candidates === undefined) return undefined;
      if (candidates !== null) {
        if (candidates.length === 1 || !line.upc) return candidates[0].match;
        const gtin = upcKey(line.upc);
        return (candidates.find((c) => c.gtin === gtin) ?? candidates[0]).match;
      }
    }
    if (!line.upc) return null;
    return this.byUpc.get(upcKey(line.upc));
  }

  /**
   * The line's match from what is known so far: a match, null (nothing matches it), or undefined
   * when a key of it has not been looked up yet (`prepare` it first).
   */
  known(line: MatchLine, store: string): CatalogMatch | null | undefined {
    const catalog = this.catalogMatch(line);
    if (catalog !== null) return catalog;
    for (const key of aliasKeysOf(line, store)) {
      const alias = this.byAlias.get(key);
      if (alias === undefined) return undefined;
      if (alias !== null) return alias;
    }
    return null;
  }

  /** After `prepare` for the line's batch: its match, or null (it goes to the unmatched queue). */
  match(line: MatchLine, store: string): CatalogMatch | null {
    return this.known(line, store) ?? null;
  }
}
