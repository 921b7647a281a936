import { checkArtists } from './artists.js';
import { checkArtwork } from './artwork.js';
import { checkDatesAndCopyright } from './dates.js';
import { checkExplicitFlags } from './explicit.js';
import { checkLanguages } from './language.js';
import { checkTitles } from './titles.js';
import { checkTrackCodes } from './track-codes.js';
import { checkTrackCount } from './track-count.js';
import { checkTrackLengths } from './track-length.js';
import { StyleProblems, type StoreStyleInput, type StyleProblem } from './types.js';

/**
 * The pre-submission check: the store style rules of DOMAIN.md section 4 (plus a few marked
 * additions, always warnings) applied to a release before it is published. Errors stop the
 * publish; warnings are shown and may be accepted. Problems come in wizard order, so the form
 * can list them page by page and place each next to its field.
 */
export function checkStoreStyle(input: StoreStyleInput): StyleProblem[] {
  const problems = new StyleProblems();
  checkTitles(problems, input);
  checkArtists(problems, input);
  checkExplicitFlags(problems, input);
  checkArtwork(problems, input.artwork);
  checkTrackCount(problems, input);
  checkTrackLengths(problems, input);
  checkTrackCodes(problems, input);
  checkDatesAndCopyright(problems, input);
  checkLanguages(problems, input);
  return sortByWizardOrder(problems.items);
}

export type WizardPage = 0 | 1 | 2 | 3;

/**
 * The wizard page (0 Basic Information, 1 Artwork, 2 Release Information,
 * 3 Manage Tracks) where the field of a problem's path is edited.
 */
export function wizardPageOf(path: string): WizardPage {
  if (path.startsWith('tracks')) return 3;
  if (path === 'artwork') return 1;
  if (/^release\.(type|title|artists)\b/.test(path)) return 0;
  return 2;
}

function sortByWizardOrder(problems: StyleProblem[]): StyleProblem[] {
  const trackIndex = (path: string): number => Number(/^tracks\[(\d+)\]/.exec(path)?.[1] ?? -1);
  // Array.prototype.sort is stable, so problems of one field keep the order the rules ran in.
  return [...problems].sort(
    (a, b) => wizardPageOf(a.path) - wizardPageOf(b.path) || trackIndex(a.path) - trackIndex(b.path),
  );
}

/** Whether the release may be published: warnings alone do not stop it. */
export function hasBlockingStyleProblem(problems: readonly StyleProblem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}
