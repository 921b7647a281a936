import { isAllCaps, isAllLowercase, isEnglish, toEnglishTitleCase } from './title-case.js';
import {
  ANYWHERE_FORBIDDEN,
  findEmoji,
  findFeaturedCredit,
  findPromotional,
  findWord,
  hasExtraWhitespace,
  PRODUCER_CREDIT,
  TAG_FORBIDDEN,
  taggedSegments,
  VERSION_WORDS,
} from './title-words.js';
import {
  hasRole,
  REMIXER_ROLES,
  type StyleProblems,
  trackLabel,
  type StoreStyleInput,
  type StyleArtist,
} from './types.js';

interface TitleField {
  path: string;
  /** "The release title", "Track 2 version": how the message names the field. */
  label: string;
  text: string;
  kind: 'title' | 'version';
  /** Artists credited where this title is shown; their names must not be typed into it. */
  artists: readonly StyleArtist[];
  language: string | undefined;
}

/** Title and version rules of DOMAIN.md 4 for the release and every track. */
export function checkTitles(problems: StyleProblems, input: StoreStyleInput): void {
  const { release, tracks } = input;
  const fields: TitleField[] = [
    {
      path: 'release.title',
      label: 'The release title',
      text: release.title,
      kind: 'title',
      artists: release.artists,
      language: release.language,
    },
    {
      path: 'release.version',
      label: 'The release version',
      text: release.version ?? '',
      kind: 'version',
      artists: release.artists,
      language: release.language,
    },
  ];
  tracks.forEach((track, index) => {
    const artists = [...release.artists, ...track.artists];
    const language = track.language ?? release.language;
    const name = trackLabel(index);
    fields.push(
      { path: `tracks[${index}].title`, label: `${name} title`, text: track.title, kind: 'title', artists, language },
      {
        path: `tracks[${index}].version`,
        label: `${name} version`,
        text: track.version ?? '',
        kind: 'version',
        artists,
        language,
      },
    );
  });
  for (const field of fields) if (field.text.trim() !== '') checkTitleField(problems, field);

  checkRemixers(problems, 'release.version', 'The release', release.version, release.artists);
  tracks.forEach((track, index) => {
    checkRemixers(problems, `tracks[${index}].version`, trackLabel(index), track.version, [
      ...release.artists,
      ...track.artists,
    ]);
  });
}

function checkTitleField(problems: StyleProblems, field: TitleField): void {
  const { path, label, text } = field;
  const featured = findFeaturedCredit(text);
  if (featured) {
    problems.error(
      path,
      'title-featured-artist',
      `${label} contains "${featured}". Remove the featured credit and add the artist with the role Featuring (or With); stores add "(feat. ...)" from the roles.`,
    );
  }

  const segments = field.kind === 'version' ? [text.trim()] : taggedSegments(text);
  const forbidden =
    findWord(text, ANYWHERE_FORBIDDEN) ??
    findWord(text, PRODUCER_CREDIT) ??
    segments.map((segment) => findWord(segment, TAG_FORBIDDEN)).find((word) => word !== undefined);
  if (forbidden) {
    problems.error(
      path,
      'title-forbidden-word',
      `${label} contains "${forbidden}". Stores refuse "Explicit", "Clean", "Official", "Exclusive" and producer credits in titles: remove it (use the explicit and clean flags, and credits for producers).`,
    );
  }

  const artistName = typedArtistName(text, field.artists);
  if (artistName) {
    problems.error(
      path,
      'title-artist-name',
      `${label} contains the artist name "${artistName}". Remove it: the artist is sent in the artist field.`,
    );
  }

  if (/(?<![\p{L}\p{N}])original\s+version(?![\p{L}\p{N}])/iu.test(text)) {
    problems.error(
      path,
      'version-original',
      `${label} says "Original Version". Stores do not accept it: leave the version empty for the original.`,
    );
  } else if (field.kind === 'title') {
    // Addition to DOMAIN.md (which gives only the display form "Title (Remix) [Radio Edit]"):
    // Liner sends the version as its own field, so a version typed into the title is a warning.
    const versionWord = segments
      .filter((segment) => !findFeaturedCredit(`(${segment})`))
      .map((segment) => findWord(segment, VERSION_WORDS))
      .find((word) => word !== undefined);
    if (versionWord) {
      problems.warning(
        path,
        'title-version-word',
        `${label} contains the version "${versionWord}". Move it to the Version field; stores show it in parentheses after the title.`,
      );
    }
  }

  const promotional = findPromotional(text);
  if (promotional) {
    // Addition: DOMAIN.md names URLs, handles, prices and store names for cover art only.
    problems.warning(
      path,
      'title-promotional',
      `${label} contains promotional text "${promotional}". Remove links, handles, prices, store names and phrases such as "New" or "Free Download".`,
    );
  }

  checkCasing(problems, field);

  if (hasExtraWhitespace(text)) {
    // Addition: stores trim and collapse spaces themselves; a warning keeps the form tidy.
    problems.warning(path, 'title-whitespace', `${label} has extra spaces at its ends or between words. Remove them.`);
  }
  const emoji = findEmoji(text);
  if (emoji) {
    // Addition: stores strip or refuse emoji in titles; not stated in DOMAIN.md.
    problems.warning(
      path,
      'title-emoji',
      `${label} contains the emoji ${emoji}. Remove it: stores do not show emoji in titles.`,
    );
  }
}

function checkCasing(problems: StyleProblems, field: TitleField): void {
  const { path, label, text } = field;
  if (isAllCaps(text)) {
    problems.error(
      path,
      'title-all-caps',
      `${label} is in ALL CAPS. Use normal casing, e.g. "${toEnglishTitleCase(text.toLowerCase())}".`,
    );
    return;
  }
  if (isAllLowercase(text)) {
    problems.error(
      path,
      'title-all-lowercase',
      `${label} is all lowercase. Capitalise it, e.g. "${toEnglishTitleCase(text)}".`,
    );
    return;
  }
  // Title case is stated for English only; other languages may use sentence case (DOMAIN.md 4).
  // A warning, because stylised spellings are sometimes approved.
  if (!isEnglish(field.language)) return;
  const expected = toEnglishTitleCase(text);
  if (expected !== text) {
    problems.warning(path, 'title-case', `${label} is not in English title case. Write it as "${expected}".`);
  }
}

/** "Artist - Title", "Title - Artist" or "Title (Artist)"; a self-titled release is fine. */
function typedArtistName(text: string, artists: readonly StyleArtist[]): string | undefined {
  const normalized = text.trim().toLowerCase();
  for (const artist of artists) {
    const name = artist.name.trim().toLowerCase();
    if (name === '' || name === normalized) continue;
    const inTag = taggedSegments(text).some((segment) => segment.toLowerCase() === name);
    const dashed = [' - ', ' – ', ' — '].some(
      (dash) => normalized.startsWith(name + dash) || normalized.endsWith(dash + name),
    );
    if (inTag || dashed) return artist.name.trim();
  }
  return undefined;
}

/** DOMAIN.md 4: "Remix needs a Remixer contributor". */
function checkRemixers(
  problems: StyleProblems,
  path: string,
  owner: string,
  version: string | undefined,
  artists: readonly StyleArtist[],
): void {
  if (!version || !findWord(version, ['remix', 'remixed'])) return;
  if (artists.some((artist) => hasRole(artist, ...REMIXER_ROLES))) return;
  problems.error(
    path,
    'version-remix-needs-remixer',
    `${owner} is a remix, so it needs an artist with the role Remixer. Add the remixer to the artists.`,
  );
}
