/**
 * Matching sale lines to the catalog: by ISRC to a track first, then by UPC to a release.
 * Reads the releases area's tables (releases, tracks) read-only; the import asks in batches and
 * remembers every answer, so a million lines cost one query per new ISRC/UPC set per batch.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows, textArray } from './sql-arrays.js';

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

export class CatalogMatcher {
  private readonly byIsrc = new Map<string, CatalogMatch | null>();
  private readonly byUpc = new Map<string, CatalogMatch | null>();

  constructor(private readonly db: DbExecutor) {}

  /** Looks up every ISRC and UPC of a batch not seen before, in two queries. */
  async prepare(lines: readonly { isrc?: string | null; upc?: string | null }[]): Promise<void> {
    const isrcs = new Set<string>();
    const upcs = new Set<string>();
    for (const line of lines) {
      if (line.isrc && !this.byIsrc.has(line.isrc)) isrcs.add(line.isrc);
      if (line.upc && !this.byUpc.has(line.upc)) upcs.add(line.upc);
    }
    if (isrcs.size > 0) {
      const found = await queryRows<{ isrc: string; track_id: number; release_id: number; user_id: number }>(this.db, sql`
        SELECT t.isrc, t.id AS track_id, t.release_id, r.user_id
        FROM tracks t JOIN releases r ON r.id = t.release_id
        WHERE t.isrc = ANY(${textArray([...isrcs])}::text[])`);
      for (const isrc of isrcs) this.byIsrc.set(isrc, null);
      for (const row of found) {
        this.byIsrc.set(row.isrc, { trackId: Number(row.track_id), releaseId: Number(row.release_id), ownerUserId: Number(row.user_id), matchedBy: 'isrc' });
      }
    }
    if (upcs.size > 0) {
      const variants = new Map<string, string>();
      for (const upc of upcs) for (const form of upcVariants(upc)) variants.set(form, upc);
      const found = await queryRows<{ upc: string; id: number; user_id: number }>(this.db, sql`
        SELECT upc, id, user_id FROM releases WHERE upc = ANY(${textArray([...variants.keys()])}::text[])`);
      for (const upc of upcs) this.byUpc.set(upc, null);
      for (const row of found) {
        const asked = variants.get(row.upc);
        if (asked) this.byUpc.set(asked, { trackId: null, releaseId: Number(row.id), ownerUserId: Number(row.user_id), matchedBy: 'upc' });
      }
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

/** One line's match (the unmatched queue's resolve screen and tests). */
export async function findCatalogMatch(db: DbExecutor, keys: { isrc?: string | null; upc?: string | null }): Promise<CatalogMatch | null> {
  const matcher = new CatalogMatcher(db);
  await matcher.prepare([keys]);
  return matcher.match(keys);
}
