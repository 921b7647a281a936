/**
 * The accounts, releases and tracks one import counts for, by index: a track's row, and the
 * release and account rows above it that its rollups add to (fact-writer.ts, rollup levels).
 */
import type { RollupLevel } from './fact-writer.js';

export interface TrendTarget {
  userId: number;
  releaseId: number;
  trackId: number;
}

export class TrendTargets {
  readonly userId: number[] = [];
  readonly releaseId: number[] = [];
  readonly trackId: number[] = [];
  private readonly byKey = new Map<string, number>();
  /** Each target's index at the release and account levels (itself where it is that level). */
  private readonly release: number[] = [];
  private readonly account: number[] = [];

  idOf(target: TrendTarget): number {
    const key = `${target.userId}:${target.releaseId}:${target.trackId}`;
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    const id = this.userId.length;
    this.byKey.set(key, id);
    this.userId.push(target.userId);
    this.releaseId.push(target.releaseId);
    this.trackId.push(target.trackId);
    this.account[id] = target.releaseId === 0 ? id : this.idOf({ ...target, releaseId: 0, trackId: 0 });
    this.release[id] = target.trackId === 0 ? id : this.idOf({ ...target, trackId: 0 });
    return id;
  }

  /** The target of `id` at `level`. */
  at(id: number, level: RollupLevel): number {
    if (level === 'track') return id;
    return (level === 'release' ? this.release[id] : this.account[id]) as number;
  }
}
