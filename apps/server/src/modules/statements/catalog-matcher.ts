/**
 * Matching sale lines to the catalog: by ISRC to a track first, then by UPC to a release. The
 * matcher asks a CatalogLookup in batches and remembers every answer, so a million lines cost one
 * lookup per set of new ISRCs/UPCs. No database code here (find-catalog-match.ts asks the
 * database): the statement import process matches with this.
 */
import { canonicalGtin } from '@liner/domain';

export interface CatalogMatch {
  trackId: number | null;
  releaseId: number;
  ownerUserId: number;
  matchedBy: 'isrc' | 'upc' | 'manual';
}

/**
 * A line's UPC as the catalog keys it: UPC-12, EAN-13 and GTIN-14 forms of one product differ only
 * by leading zeros and share one GTIN-14 key. A code that is not digits is kept as it is (it
 * matches nothing).
 */
export function upcKey(upc: string): string {
  return canonicalGtin(upc) ?? upc;
}

/** What the catalog has for some ISRCs and GTINs (canonical GTIN-14 keys, see upcKey). */
export interface CatalogRows {
  tracks: { isrc: string; trackId: number; releaseId: number; ownerUserId: number }[];
  releases: { gtin: string; releaseId: number; ownerUserId: number }[];
}

/** Looks ISRCs and GTIN keys up in the catalog; the import process asks the server's transaction. */
export type CatalogLookup = (isrcs: string[], gtins: string[]) => Promise<CatalogRows>;

export class CatalogMatcher {
  private readonly byIsrc = new Map<string, CatalogMatch | null>();
  private readonly byUpc = new Map<string, CatalogMatch | null>();

  constructor(private readonly lookup: CatalogLookup) {}

  /** Looks up every ISRC and UPC of a batch not seen before, in one lookup. */
  async prepare(lines: readonly { isrc?: string | null; upc?: string | null }[]): Promise<void> {
    const isrcs = new Set<string>();
    const upcs = new Set<string>();
    for (const line of lines) {
      if (line.isrc && !this.byIsrc.has(line.isrc)) isrcs.add(line.isrc);
      if (line.upc && !this.byUpc.has(upcKey(line.upc))) upcs.add(upcKey(line.upc));
    }
    if (isrcs.size === 0 && upcs.size === 0) return;
    const found = await this.lookup([...isrcs], [...upcs]);
    for (const isrc of isrcs) this.byIsrc.set(isrc, null);
    for (const row of found.tracks) {
      this.byIsrc.set(row.isrc, {
        trackId: row.trackId,
        releaseId: row.releaseId,
        ownerUserId: row.ownerUserId,
        matchedBy: 'isrc',
      });
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
  }

  /**
   * The line's match from what is known so far: a match, null (nothing in the catalog has its
   * ISRC or UPC), or undefined when a key of it has not been looked up yet (`prepare` it first).
   */
  known(line: { isrc?: string | null; upc?: string | null }): CatalogMatch | null | undefined {
    if (line.isrc) {
      const byIsrc = this.byIsrc.get(line.isrc);
      if (byIsrc === undefined) return undefined;
      if (byIsrc !== null) return byIsrc;
    }
    if (!line.upc) return null;
    return this.byUpc.get(upcKey(line.upc));
  }

  /** After `prepare` for the line's batch: its match, or null (it goes to the unmatched queue). */
  match(line: { isrc?: string | null; upc?: string | null }): CatalogMatch | null {
    return (
      (line.isrc ? this.byIsrc.get(line.isrc) : null) ?? (line.upc ? this.byUpc.get(upcKey(line.upc)) : null) ?? null
    );
  }
}
