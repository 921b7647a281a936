/**
 * Which account, release and track a trend row counts for: its ISRC's track, else its UPC's
 * release (track 0). Codes are asked of the releases area in batches and every answer is kept,
 * so a file of millions of rows about a few thousand tracks costs a few thousand lookups, and a
 * row's code (an id of the file's dictionary) finds its target by index.
 */
import { canonicalGtin } from '@liner/domain';
import type { TrendBatch, TrendCode } from '@liner/ddex/trends';
import type { DbExecutor } from '../../platform/db.js';
import { findReleasesByGtins, findTracksByIsrcs } from '../releases/index.js';
import { TrendTargets, type TrendTarget } from './trend-targets.js';

/** A code not yet asked for. */
const UNKNOWN = -2;
/** A code the catalog does not know. */
export const NO_TARGET = -1;

export class TrendCatalogMatcher {
  readonly targets = new TrendTargets();
  private readonly byIsrc = new Map<string, TrendTarget | null>();
  private readonly byGtin = new Map<string, TrendTarget | null>();
  /** The target index of each code id of the file; UNKNOWN before it is asked for. */
  private readonly byCode: number[] = [];

  constructor(private readonly db: DbExecutor) {}

  /** Looks up the codes of this batch's good rows not asked before. */
  async prepare(batch: TrendBatch): Promise<void> {
    const fresh: number[] = [];
    for (let i = 0; i < batch.size; i += 1) {
      const code = batch.code[i] as number;
      if (batch.problem[i] === -1 && (this.byCode[code] ?? UNKNOWN) === UNKNOWN) {
        this.byCode[code] = NO_TARGET;
        fresh.push(code);
      }
    }
    if (fresh.length === 0) return;
    const codes = fresh.map((id) => batch.dictionary.codeOf(id));
    await this.lookUp(codes);
    fresh.forEach((id, k) => {
      const target = this.match(codes[k] as TrendCode);
      this.byCode[id] = target ? this.targets.idOf(target) : NO_TARGET;
    });
  }

  /** The target index of a code id (prepared), or NO_TARGET when the catalog does not know it. */
  targetOf(code: number): number {
    return this.byCode[code] ?? NO_TARGET;
  }

  private async lookUp(codes: readonly TrendCode[]): Promise<void> {
    const isrcs = new Set<string>();
    const gtins = new Set<string>();
    for (const code of codes) {
      if (code.isrc !== null && !this.byIsrc.has(code.isrc)) isrcs.add(code.isrc);
      const gtin = code.upc ? canonicalGtin(code.upc) : null;
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

  private match(code: TrendCode): TrendTarget | null {
    const byIsrc = code.isrc === null ? null : (this.byIsrc.get(code.isrc) ?? null);
    if (byIsrc) return byIsrc;
    const gtin = code.upc ? canonicalGtin(code.upc) : null;
    return gtin ? (this.byGtin.get(gtin) ?? null) : null;
  }
}

/** The bad-row message of a row the catalog does not know. */
export function notInCatalogMessage(code: TrendCode): string {
  if (code.isrc !== null) return `ISRC ${code.isrc} is not in the catalog`;
  return `UPC ${code.upc} is not in the catalog`;
}
