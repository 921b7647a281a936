import {
  checkReleaseForSend,
  checkStoreStyle,
  isoDay,
  wizardPageOf,
  type StoreStyleInput,
  type StyleReleaseType,
  type WizardPage,
} from '@liner/domain';
import { toSaveTracks, type WizardForm } from './wizard-form.js';

export const NO_STORES = 'Choose at least one store';

export const WIZARD_PAGES = ['Basic Information', 'Artwork', 'Release Information', 'Manage Tracks'] as const;

/** One thing to fix before publishing, with the form field (dot path) and wizard page where it is fixed. */
export interface SubmissionProblem {
  severity: 'error' | 'warning';
  /** Form path in the wizard's own words: "title", "artworkFileId", "tracks.1.writers.0.lastName". */
  field: string;
  page: WizardPage;
  message: string;
}

/**
 * Store-style paths ("release.title", "tracks[1].artists[0].name", "artwork") and the server's
 * field keys ("tracks.1.isrc") are two spellings of one field: bring both to the dot form the
 * inputs use as their ids.
 */
export function normaliseField(path: string): string {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1').replace(/^release\./, '');
  if (dotted === 'artwork') return 'artworkFileId';
  if (dotted === 'genre') return 'primaryGenre';
  // The style check names the lines cLine/pLine with year and owner; the form, licensing/soundRecording with year and name.
  const line = /^copyright\.(cLine|pLine)(?:\.(year|owner))?$/.exec(dotted);
  if (line)
    return `copyright.${line[1] === 'cLine' ? 'licensing' : 'soundRecording'}.${line[2] === 'year' ? 'year' : 'name'}`;
  return dotted;
}

/** The page of a normalised form field, through the domain's own wizardPageOf. */
export function pageOfField(field: string): WizardPage {
  if (field.startsWith('tracks')) return wizardPageOf(field);
  if (field === 'artworkFileId') return wizardPageOf('artwork');
  return wizardPageOf(`release.${field}`);
}

/** The id of the input that edits a field, so a problem can focus it. */
export function fieldElementId(field: string): string {
  return `wizard-field-${field.replace(/\./g, '-')}`;
}

export function toStyleInput(form: WizardForm, today: Date): StoreStyleInput {
  const line = (value: { year: number | null; name: string }) => ({ year: value.year ?? 0, owner: value.name });
  const tracks = toSaveTracks(form, 1).tracks;
  return {
    today: isoDay(today),
    release: {
      type: form.type as StyleReleaseType,
      title: form.title,
      version: form.version,
      artists: form.artists.map((artist) => ({ name: artist.name, roles: artist.roles })),
      label: form.label,
      genre: form.primaryGenre,
      language: form.language,
      copyright: { cLine: line(form.copyright.licensing), pLine: line(form.copyright.soundRecording) },
      releaseDate: form.releaseDate ?? '',
      originalReleaseDate: form.originalReleaseDate ?? undefined,
    },
    // The server accepted the file, so it is RGB: sharp's colour space is not part of the file view.
    artwork:
      form.artwork?.width && form.artwork.height
        ? {
            width: form.artwork.width,
            height: form.artwork.height,
            format: form.artwork.format,
            colourSpace: 'srgb',
            sizeBytes: form.artwork.sizeBytes,
          }
        : null,
    tracks: tracks.map((track, index) => ({
      title: track.title ?? '',
      version: track.version,
      explicit: !!track.explicit,
      cleanVersion: !!track.cleanVersion,
      isrc: track.isrc || undefined,
      language: track.language || undefined,
      durationSeconds: form.tracks[index]?.durationSeconds ?? undefined,
      artists: form.tracks[index].artists.map((artist) => ({ name: artist.name, roles: artist.roles })),
    })),
  };
}

/** The local check before publish: the send-time rules plus the store style rules. */
export function checkSubmission(form: WizardForm, today: Date): SubmissionProblem[] {
  const send = checkReleaseForSend(
    { ...form, artists: form.artists },
    form.tracks.map((track) => ({ ...track, isrc: track.ownIsrc ? track.isrc : '' })),
  ).map((problem) => ({ severity: 'error' as const, field: normaliseField(problem.path), message: problem.message }));
  const style = checkStoreStyle(toStyleInput(form, today)).map((problem) => ({
    severity: problem.severity,
    field: normaliseField(problem.path),
    message: problem.message,
  }));
  // Delivery goes to exactly the chosen stores: none chosen would deliver nowhere.
  if (form.storeIds.length === 0) send.push({ severity: 'error', field: 'storeIds', message: NO_STORES });
  // Where a send rule already names a field, the style rule's message about it says the same thing again.
  const sendFields = new Set(send.map((problem) => problem.field));
  const extra = style.filter((problem) => !sendFields.has(problem.field));
  return dedupe([...send, ...extra]).map((problem) => ({ ...problem, page: pageOfField(problem.field) }));
}

/** A 422 from publish, in the same shape (every field message is an error). */
export function problemsFromServer(fieldErrors: Record<string, string[]>): SubmissionProblem[] {
  return Object.entries(fieldErrors).flatMap(([path, messages]) => {
    const field = normaliseField(path);
    return messages.map((message) => ({ severity: 'error' as const, field, page: pageOfField(field), message }));
  });
}

/** Warnings the server found on the saved draft (the same audio under another ISRC), for the same list. */
export function warningsFromServer(warnings: readonly { path: string; message: string }[]): SubmissionProblem[] {
  return warnings.map(({ path, message }) => {
    const field = normaliseField(path);
    return { severity: 'warning' as const, field, page: pageOfField(field), message };
  });
}

/** The two checks overlap (a missing title is both a send rule and a style rule): show it once. */
function dedupe<T extends { field: string; message: string }>(problems: T[]): T[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.field}\u0000${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Problems grouped by wizard page, in page order, pages without problems left out. */
export function groupByPage(
  problems: readonly SubmissionProblem[],
): { page: WizardPage; title: string; problems: SubmissionProblem[] }[] {
  return ([0, 1, 2, 3] as WizardPage[])
    .map((page) => ({ page, title: WIZARD_PAGES[page], problems: problems.filter((problem) => problem.page === page) }))
    .filter((group) => group.problems.length > 0);
}

/** "Track 2 · writers 1 · last name" for a field, so the list says where without the form open. */
export function describeField(field: string): string {
  const parts = field.split('.');
  const words: string[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    const next = parts[index + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      words.push(part === 'tracks' ? `Track ${Number(next) + 1}` : `${humanise(part)} ${Number(next) + 1}`);
      index += 1;
    } else {
      words.push(humanise(part));
    }
  }
  return words.join(' · ');
}

const FIELD_NAMES: Record<string, string> = {
  artworkFileId: 'artwork',
  audioFileId: 'audio',
  primaryGenre: 'primary genre',
  releaseDate: 'release date',
  originalReleaseDate: 'original release date',
  soundRecording: '(P) line',
  licensing: '(C) line',
  isrc: 'ISRC',
  iswc: 'ISWC',
  upc: 'UPC',
  tiktokStartTime: 'TikTok start',
  isni: 'ISNI',
  ipi: 'IPI',
  firstName: 'first name',
  lastName: 'last name',
};

function humanise(part: string): string {
  return FIELD_NAMES[part] ?? part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
