/** The demo listening's arithmetic: days, stable seeds, the life curve of a release, chance draws and splits. */
import type { Weighted } from './demo-listening-shapes.js';

/** Spotify streams a day of an average track at its long-tail level. */
export const TAIL_STREAMS = 160;
/** A quiet track plays at this fraction of its popularity's level (about 2 Spotify streams a day). */
export const QUIET_FACTOR = 0.015;
export const DAY_MS = 86_400_000;

export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function timeOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** A stable 32-bit seed from text (FNV-1a). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Release day ~10x the tail, a steep first week, a slower settling over the first months. */
export function lifeCurve(daysOut: number): number {
  if (daysOut < 0) return 0;
  return 1 + 7.5 * Math.exp(-daysOut / 3.5) + 1.6 * Math.exp(-daysOut / 40);
}

/** A little more listening around the end of the year. */
export function season(time: number): number {
  const dayOfYear = (time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / DAY_MS;
  return 1 + 0.07 * Math.cos((2 * Math.PI * (dayOfYear - 355)) / 365.25);
}

/** A whole count around `expected`: small counts land on either side by chance, not always rounded. */
export function draw(expected: number, random: () => number): number {
  if (expected <= 0) return 0;
  return expected < 20 ? Math.floor(expected + random()) : Math.round(expected);
}

/** `total` split by the weights (jittered by `jitter`), by largest remainder so the parts add up exactly. */
export function split(total: number, weighted: Weighted, random: () => number, jitter = 0.3): [string, number][] {
  const scaled = weighted.map(([value, weight]) => [value, weight * (1 - jitter / 2 + random() * jitter)] as const);
  const sum = scaled.reduce((acc, [, weight]) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return [];
  const parts = scaled.map(([value, weight]) => {
    const exact = (total * weight) / sum;
    return { value, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - parts.reduce((acc, part) => acc + part.whole, 0);
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    part.whole += 1;
    left -= 1;
  }
  return parts.filter((part) => part.whole > 0).map((part) => [part.value, part.whole]);
}

/** `count` distinct values drawn by weight. */
export function drawDistinct(weighted: Weighted, count: number, random: () => number): Weighted {
  const pool = [...weighted];
  const chosen: (readonly [string, number])[] = [];
  while (chosen.length < count && pool.length > 0) {
    const sum = pool.reduce((acc, [, weight]) => acc + weight, 0);
    let at = random() * sum;
    let index = pool.findIndex(([, weight]) => (at -= weight) < 0);
    if (index < 0) index = pool.length - 1;
    chosen.push(...pool.splice(index, 1));
  }
  return chosen;
}
