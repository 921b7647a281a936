/** Seconds as shown and stored: hundredths, the precision the fingerprint's ~0.12 s items allow. */
export function roundHundredths(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}

/** The length covered by intervals [start, end], overlaps counted once. */
export function unionSeconds(intervals: readonly (readonly [number, number])[]): number {
  const sorted = intervals.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of sorted) {
    if (end <= reach) continue;
    covered += end - Math.max(start, reach);
    reach = end;
  }
  return covered;
}
