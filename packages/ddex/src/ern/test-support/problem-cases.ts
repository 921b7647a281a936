import { expect, it } from 'vitest';
import { checkReleaseForDelivery } from '../check-release.js';
import { exampleAlbum } from '../fixtures.js';
import type { Release } from '../model.js';

/** A mistake made to the example album, and the one problem the check must report for it. */
export type ProblemCase = [
  string,
  (release: Release) => void,
  { path: string; message: string; severity?: 'error' | 'warning' },
];

/** One test per case: the mistake on a three-track album gives exactly its problem. */
export function reportsEachProblem(cases: ProblemCase[]): void {
  it.each(cases)('reports %s', (_, mutate, expected) => {
    const release = exampleAlbum(3);
    mutate(release);
    const problems = checkReleaseForDelivery(release);
    expect(problems).toContainEqual({
      severity: expected.severity ?? 'error',
      path: expected.path,
      message: expected.message,
    });
    // One mistake gives one problem, so the person sees exactly what to fix.
    expect(problems).toHaveLength(1);
  });
}
