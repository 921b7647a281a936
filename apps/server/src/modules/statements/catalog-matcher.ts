/**
 * Matching sale lines to the catalog: by ISRC to a track first, then by UPC to a release. The
 * matcher asks a CatalogLookup in batches and remembers every answer, so a million lines cost one
 * lookup per set of new ISRCs/UPCs. No database code here (find-catalog-match.ts asks the
 * database): the statement import process matches with this.
 */
export interface CatalogMatch {
  trackId: number | null;
  releaseId: number;
  ownerUserId: number;
  matchedBy: 'isrc' | 'upc' | 'manual';
}

/** A UPC-A (12 digits) and its EAN-13/GTIN-14 forms differ only by leading zeros. */
export function upcVariants(upc: string): string[] {
  const bare = upc.replace(/^0+/, '');
  const forms = new Set<string>([upc]);
  for (const length of [12, 13, 14]) if (bare.length <= length) forms.add(bare.padStart(length, '0'));
  return [...forms];
}

/** What the catalog has for some ISRCs and UPCs (UPCs asked in all their forms, see upcVariants). */
export interface CatalogRows {
  tracks: { isrc: string; trackId: number; releaseId: number; ownerUserId: number }[];
  releases: { upc: string; releaseId: number; ownerUserId: number }[];
}

/** Looks ISRCs and UPC forms up in the catalog; the import process asks the server's transaction. */
export type CatalogLookup = (isrcs: string[], upcForms: string[]) => Promise<CatalogRows>;

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
      if (line.upc && !this.byUpc.has(line.upc)) upcs.add(line.upc);
    }
    if (isrcs.size === 0 && upcs.size === 0) return;
    const variants = new Map<string, string>();
    for (const upc of upcs) for (const form of upcVariants(upc)) variants.set(form, upc);
    const found = await this.lookup([...isrcs], [...variants.keys()]);
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
      const asked = variants.get(row.upc);
      if (asked)
        this.byUpc.set(asked, {
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
    return this.byUpc.get(line.upc);
  }

  /** After `prepare` for the line's batch: its match, or null (it goes to the unmatched queue). */
  match(line: { isrc?: string | null; upc?: string | null }): CatalogMatch | null {
    return (line.isrc ? this.byIsrc.get(line.isrc) : null) ?? (line.upc ? this.byUpc.get(line.upc) : null) ?? null;
  }
}
