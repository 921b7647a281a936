import { type StyleProblems, trackLabel, type StoreStyleInput } from './types.js';

/** RFC 5646 as used in ERN LanguageAndScriptCode: language, optional script, region or variant. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?(-[a-zA-Z0-9]{5,8})*$/i;

/**
 * DOMAIN.md 4: set the language of the metadata and of the performance (ERN
 * LanguageAndScriptCode, LanguageOfPerformance). A tag of the wrong shape is an error; a
 * well-formed tag no language list knows (a typo such as "eng-US" or "xx") is a warning.
 */
export function checkLanguages(problems: StyleProblems, input: StoreStyleInput): void {
  checkTag(problems, 'release.language', 'The metadata language', input.release.language, true);
  input.tracks.forEach((track, index) => {
    if (track.language === undefined || track.language.trim() === '') return;
    checkTag(
      problems,
      `tracks[${index}].language`,
      `${trackLabel(index)}: the language of performance`,
      track.language,
      false,
    );
  });
}

function checkTag(problems: StyleProblems, path: string, what: string, tag: string, required: boolean): void {
  const value = tag.trim();
  if (value === '') {
    if (required) problems.error(path, 'language-code', `${what} is missing. Choose a language.`);
    return;
  }
  if (!LANGUAGE_TAG.test(value) || !isCanonicalizable(value)) {
    problems.error(
      path,
      'language-code',
      `${what} "${tag}" is not a language code such as en, es or pt-BR. Choose it from the list.`,
    );
    return;
  }
  if (!isKnownLanguage(value)) {
    problems.warning(
      path,
      'language-code',
      `${what} "${tag}" is not a known language. Check the code (for example en, es, pt-BR).`,
    );
  }
}

function isCanonicalizable(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
}

/** Intl.DisplayNames echoes the code back for a language it does not know. */
function isKnownLanguage(tag: string): boolean {
  const language = tag.split('-')[0].toLowerCase();
  // "zxx" (no linguistic content) is what ERN uses for instrumentals.
  if (language === 'zxx') return true;
  const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }).of(language);
  return name !== undefined && name.toLowerCase() !== language;
}
