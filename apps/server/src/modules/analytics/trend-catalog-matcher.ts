/**
 * Which account, release and track a trend row counts for: its ISRC's track, else its UPC's
 * release (track 0). Codes are asked of the releases area in batches and every answer is kept,
 * so a file of millions of rows about a few thousand tracks costs a few thousand lookups.
 */
import { canonicalGtin } from '@liner/domain';
import type { TrendRow } from '@liner/ddex/trends';
import type { DbExecutor } from '../../platform/db.js';
import { findReleasesByGtins, findTracksByIsrcs } from '../releases/index.js';

export interface TrendTarget {
  userId: number;
  releaseId: number;
  trackId: number;
}

export class TrendCatalogMatcher {
  private readonly byIsrc = new Map<string, TrendTarget | null>();
  private readonly byGtin = new Map<string, TrendTarget | null>();

  constructor(private readonly db: DbExecutor) {}

  /** Looks up the codes of these rows not asked before. */
  async prepare(rows: readonly TrendRow[]): Promise<void> {
    const isrcs = new Set<string>();
    const gtins = new Set<string>();
    for (const row of rows) {
      if (row.isrc !== null && !this.byIsrc.has(row.isrc)) isrcs.add(row.isrc);
      const gtin = row.upc ? canonicalGtin(row.upc) : null;
      if (gtin && !this.byGtin.has(gtin)) gtins.add(gtin);
    }
    if (isrcs.size > 0) {
      for (const isrc of isrcs) this.byIsrc.set(isrc, null);
      for (const t of await findTracksByIsrcs(this.db, [...isrcs]))
        this.byIsrc.set(t.isrc, { userId: t.userId, releaseId: t.releaseId, trackId: t.trackId });
    }
    if (gtins.size > 0) {
      for (const gtin of gtins) this.byGtin.set(gtin, null);
      for (const r of await findReleasesByGtins(this.db, [...gtins]))
        this.byGtin.set(r.gtin, { userId: r.userId, releaseId: r.releaseId, trackId: 0 });
    }
  }

  /** The row's target, or null when neither its ISRC nor its UPC is in the catalog (prepare first). */
  match(row: TrendRow): TrendTarget | null {
    const byIsrc = row.isrc === null ? null : (this.byIsrc.get(row.isrc) ?? null);
    if (byIsrc) return byIsrc;
    const gtin = row.upc ? canonicalGtin(row.upc) : null;
    return gtin ? (this.byGtin.get(gtin) ?? null) : null;
  }
}

/** The bad-row message of a row the catalog does not know. */
export function notInCatalogMessage(row: TrendRow): string {
  if (row.isrc !== null) return `ISRC ${row.isrc} is not in the catalog`;
  return `UPC ${row.upc} is not in the catalog`;
}
