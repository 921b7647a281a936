import type { StyleProblems, StoreStyleInput, StyleCopyrightLine } from './types.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Release dates and copyright lines. DOMAIN.md 4 states no rule for them; the errors here are
 * the ones packages/ddex refuses at delivery anyway (a date or year that is not one, an empty
 * line, an original release after the release), the rest are warnings.
 */
export function checkDatesAndCopyright(problems: StyleProblems, input: StoreStyleInput): void {
  const { release, today } = input;
  const releaseDateValid = isIsoDate(release.releaseDate);
  if (!releaseDateValid) {
    problems.error(
      'release.releaseDate',
      'release-date',
      `The release date "${release.releaseDate}" is not a date. Pick one in the calendar.`,
    );
  } else if (release.releaseDate < today) {
    problems.warning(
      'release.releaseDate',
      'release-date',
      `The release date ${release.releaseDate} has passed: stores put the release live as soon as they ingest it. Choose a future date, or set the original release date for a re-release.`,
    );
  }
  const original = release.originalReleaseDate;
  if (original !== undefined && original !== '') {
    if (!isIsoDate(original)) {
      problems.error(
        'release.originalReleaseDate',
        'release-date',
        `The original release date "${original}" is not a date. Pick one in the calendar.`,
      );
    } else if (releaseDateValid && original > release.releaseDate) {
      problems.error(
        'release.originalReleaseDate',
        'release-date',
        `The original release date ${original} is after the release date ${release.releaseDate}. The original release comes first: correct one of the two.`,
      );
    }
  }

  const releaseYear = releaseDateValid ? Number(release.releaseDate.slice(0, 4)) : undefined;
  const latestYear = Math.max(Number(today.slice(0, 4)), releaseYear ?? 0);
  const originalYear = original && isIsoDate(original) ? Number(original.slice(0, 4)) : undefined;
  checkLine(problems, 'release.copyright.cLine', '(C) line', release.copyright.cLine, latestYear, undefined);
  checkLine(problems, 'release.copyright.pLine', '(P) line', release.copyright.pLine, latestYear, originalYear);
}

function checkLine(
  problems: StyleProblems,
  path: string,
  what: string,
  line: StyleCopyrightLine,
  latestYear: number,
  recordingYear: number | undefined,
): void {
  if (line.owner.trim() === '') {
    problems.error(
      `${path}.owner`,
      'copyright-owner-missing',
      `The ${what} has no owner. Enter the name of the rights owner (usually the label or the artist).`,
    );
  }
  if (!Number.isInteger(line.year) || line.year < 1900 || line.year > 2999) {
    problems.error(`${path}.year`, 'copyright-year', `The ${what} year ${line.year} is not a four-digit year.`);
    return;
  }
  if (line.year > latestYear) {
    problems.warning(
      `${path}.year`,
      'copyright-year',
      `The ${what} year ${line.year} is after both this year and the release year. Use the year the work is first published.`,
    );
  }
  if (recordingYear !== undefined && line.year < recordingYear) {
    problems.warning(
      `${path}.year`,
      'copyright-year',
      `The ${what} year ${line.year} is before the recording was first released (${recordingYear}). Use the year of the first release.`,
    );
  }
}
