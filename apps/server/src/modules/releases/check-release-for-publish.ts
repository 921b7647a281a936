import { eq, inArray } from 'drizzle-orm';
import { checkReleaseForDelivery } from '@liner/ddex/ern';
import {
  type AudioUseElsewhere,
  canonicalGtin,
  checkAudioReuse,
  checkReleaseForSend,
  checkStoreStyle,
  isoDay,
  ISRC_ALREADY_USED,
  UPC_ALREADY_USED,
  type SendRelease,
  type SendTrack,
  type StoreStyleInput,
  type StyleProblem,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { getUploadedFiles, type UploadedFile } from '../uploads/index.js';
import { audioUsesOf, lookUpAudioElsewhere } from './audio-reuse-lookup.js';
import type { ReleaseParts } from './load-release.js';
import { defaultDeals, mapReleaseToErn, precheckHeader } from './map-release-to-ern.js';
import { releases, tracks } from './tables.js';
import { ARTWORK_FILE_MISSING, AUDIO_FILE_MISSING } from './file-messages.js';

// Stand-ins for codes Liner assigns after the checks pass (valid, so they raise no problem).
const PRECHECK_UPC = '036000291452';
const precheckIsrc = (index: number) => `ZZLNR00${90000 + index}`;

export type FieldErrors = Record<string, string[]>;

export { ARTWORK_FILE_MISSING, AUDIO_FILE_MISSING };

export interface PublishCheck {
  errors: FieldErrors;
  cover: UploadedFile | null;
  audio: Map<number, UploadedFile>;
  /** Every store style problem of the release as checked (errors and warnings), so callers need not check again. */
  style: StyleProblem[];
}

function add(errors: FieldErrors, path: string, message: string): void {
  const list = (errors[path] ??= []);
  if (!list.includes(message)) list.push(message);
}

export function toSendRelease({ release, artists }: ReleaseParts): SendRelease {
  return {
    type: release.type,
    title: release.title,
    version: release.version,
    label: release.label,
    artists: artists.map((artist) => ({ name: artist.name, roles: artist.roles })),
    upc: { active: release.upcProvided, code: release.upc ?? '' },
    primaryGenre: release.primaryGenre,
    language: release.language,
    releaseDate: release.releaseDate,
    originalReleaseDate: release.originalReleaseDate,
    copyright: {
      licensing: { year: release.cLineYear, name: release.cLine },
      soundRecording: { year: release.pLineYear, name: release.pLine },
    },
    artworkFileId: release.artworkFileId,
  };
}

export function toSendTracks({ tracks: rows }: ReleaseParts): SendTrack[] {
  return rows.map((track) => ({
    title: track.title,
    version: track.version,
    isrc: track.isrc ?? '',
    iswc: track.iswc,
    tiktokStartTime: track.tiktokStartTime,
    audioFileId: track.audioFileId,
    artists: track.artists,
    writers: track.writers,
    credits: track.credits,
  }));
}

/** "tracks[1].audio.channels" (ERN model path) -> the wizard field where it is fixed. */
export function formPathOfErnPath(path: string): string {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  const rules: [RegExp, string][] = [
    [/^tracks\.(\d+)\.(audio|durationSeconds).*/, 'tracks.$1.audioFileId'],
    [/^tracks\.(\d+)\.contributors.*/, 'tracks.$1.writers'],
    [/^tracks\.(\d+)\.languageOfPerformance.*/, 'tracks.$1.language'],
    [/^tracks\.(\d+)\.previewStartSeconds.*/, 'tracks.$1.tiktokStartTime'],
    [/^tracks\.(\d+)\.(isrc|iswc|title|version|artists).*/, 'tracks.$1.$2'],
    [/^icpn.*/, 'upc.code'],
    [/^label.*/, 'label'],
    [/^pLine.*/, 'copyright.soundRecording'],
    [/^cLine.*/, 'copyright.licensing'],
    [/^genre.*/, 'primaryGenre'],
    [/^subgenre.*/, 'secondaryGenre'],
    [/^cover.*/, 'artworkFileId'],
    [/^deals.*/, 'territories'],
    [/^parentalWarning.*/, 'tracks'],
    [/^header.*/, 'release'],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(dotted)) return dotted.replace(pattern, replacement);
  return dotted;
}

/** "release.copyright.cLine.owner" (store style input path) -> the wizard field. */
export function formPathOfStylePath(path: string): string {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^release\.copyright\.cLine/, 'copyright.licensing')
    .replace(/^release\.copyright\.pLine/, 'copyright.soundRecording')
    .replace(/^release\.genre/, 'primaryGenre')
    .replace(/^tracks\.(\d+)\.durationSeconds$/, 'tracks.$1.audioFileId')
    .replace(/^release\./, '')
    .replace(/^artwork$/, 'artworkFileId');
}

/** The store style check's view of a release (publish blocks on its errors; review shows its warnings). */
export function styleInput(
  parts: ReleaseParts,
  cover: UploadedFile | null,
  audio: ReadonlyMap<number, UploadedFile>,
  today: string,
): StoreStyleInput {
  const { release } = parts;
  const year = (value: number | null) => value ?? 0;
  return {
    release: {
      type: (['Album', 'EP', 'Single'].includes(release.type) ? release.type : 'Album') as 'Album' | 'EP' | 'Single',
      title: release.title,
      version: release.version || undefined,
      label: release.label,
      genre: release.primaryGenre,
      artists: parts.artists.map((artist) => ({ name: artist.name, roles: artist.roles })),
      language: release.language,
      copyright: {
        cLine: { year: year(release.cLineYear), owner: release.cLine },
        pLine: { year: year(release.pLineYear), owner: release.pLine },
      },
      releaseDate: release.releaseDate ?? '',
      originalReleaseDate: release.originalReleaseDate ?? undefined,
    },
    // The uploads area accepts RGB images only, so the colour space is known to be sRGB.
    artwork: cover && {
      width: cover.width ?? 0,
      height: cover.height ?? 0,
      format: cover.format,
      colourSpace: 'srgb',
      sizeBytes: cover.sizeBytes,
    },
    tracks: parts.tracks.map((track) => ({
      title: track.title,
      version: track.version || undefined,
      artists: track.artists,
      explicit: track.explicit,
      cleanVersion: track.cleanVersion,
      isrc: track.isrc ?? undefined,
      // The audio file's checked duration: the track row's copy is only written at publish.
      durationSeconds: audioDuration(track.audioFileId, audio) ?? track.durationSeconds ?? undefined,
      language: track.language || undefined,
    })),
    today,
  };
}

function audioDuration(fileId: number | null, audio: ReadonlyMap<number, UploadedFile>): number | null {
  return fileId === null ? null : (audio.get(fileId)?.durationSeconds ?? null);
}

/** What the checks need from outside the release's own rows, looked up beforehand. */
interface PublishLookups {
  /** Another release already has this release's UPC. */
  upcTaken: boolean;
  /** The release's ISRCs that a track of another account's release already has. */
  isrcsTaken: Set<string>;
  /** Ready files of the release's owner, by id (a file missing here is not found). */
  files: Map<number, UploadedFile>;
  /** Tracks of the owner's other releases whose audio has the content of one of this release's. */
  audioElsewhere: AudioUseElsewhere[];
}

/** The file ids a release points at (its artwork and its tracks' audio). */
function fileIdsOf({ release, tracks: rows }: ReleaseParts): number[] {
  const ids = rows.flatMap((track) => (track.audioFileId === null ? [] : [track.audioFileId]));
  return release.artworkFileId === null ? ids : [release.artworkFileId, ...ids];
}

/**
 * The lookups of several releases in a constant number of queries (five), whatever their
 * number: codes used by another release, the files each release points at, and the owner's
 * other tracks with the same audio.
 */
async function lookUpForPublish(deps: AppDeps, list: readonly ReleaseParts[]): Promise<PublishLookups[]> {
  const keyOf = (upc: string | null) => (upc ? canonicalGtin(upc) : null);
  const upcs = [...new Set(list.flatMap(({ release }) => keyOf(release.upc) ?? []))];
  const isrcs = [
    ...new Set(list.flatMap((parts) => parts.tracks.flatMap((track) => (track.isrc ? [track.isrc] : [])))),
  ];
  const [upcRows, isrcRows, files] = await Promise.all([
    upcs.length === 0
      ? Promise.resolve([])
      : deps.db.select({ id: releases.id, gtin: releases.gtin }).from(releases).where(inArray(releases.gtin, upcs)),
    isrcs.length === 0
      ? Promise.resolve([])
      : deps.db
          .select({ isrc: tracks.isrc, releaseId: tracks.releaseId, userId: releases.userId })
          .from(tracks)
          .innerJoin(releases, eq(releases.id, tracks.releaseId))
          .where(inArray(tracks.isrc, isrcs)),
    getUploadedFiles(
      deps,
      list.flatMap((parts) => fileIdsOf(parts).map((fileId) => ({ userId: parts.release.userId, fileId }))),
    ),
  ]);
  const elsewhere = await lookUpAudioElsewhere(deps, [...files.values()]);
  return list.map(({ release }) => ({
    // By the canonical form, so an EAN-13 typed here is taken by the UPC-12 of another release.
    upcTaken: upcRows.some((row) => row.gtin !== null && row.gtin === keyOf(release.upc) && row.id !== release.id),
    // The owner's own recording on another release keeps its code: only another account's track takes it.
    isrcsTaken: new Set(
      isrcRows.flatMap((row) =>
        row.isrc !== null && row.releaseId !== release.id && row.userId !== release.userId ? [row.isrc] : [],
      ),
    ),
    files: new Map([...files].filter(([, file]) => file.userId === release.userId)),
    audioElsewhere: elsewhere.filter((use) => use.userId === release.userId && use.releaseId !== release.id),
  }));
}

/**
 * Every check a release must pass before it is submitted, all run so that the 422 lists every
 * problem at once: the send-time rules, codes already used elsewhere, the files
 * (they exist and are the user's), Liner's pre-delivery check of the ERN it will build, and the
 * store style rules. A field that already has a problem of the wizard's own rules does not get
 * the ERN check's wording of the same problem too.
 */
export async function checkReleaseForPublish(deps: AppDeps, parts: ReleaseParts): Promise<PublishCheck> {
  const [lookups] = await lookUpForPublish(deps, [parts]);
  return runPublishChecks(parts, lookups, deps.clock.now());
}

/** checkReleaseForPublish for several releases at once, in a constant number of queries; answers in the list's order. */
export async function checkReleasesForPublish(deps: AppDeps, list: readonly ReleaseParts[]): Promise<PublishCheck[]> {
  const lookups = await lookUpForPublish(deps, list);
  const now = deps.clock.now();
  return list.map((parts, index) => runPublishChecks(parts, lookups[index], now));
}

function runPublishChecks(parts: ReleaseParts, lookups: PublishLookups, now: Date): PublishCheck {
  const { release } = parts;
  const errors: FieldErrors = {};
  for (const problem of checkReleaseForSend(toSendRelease(parts), toSendTracks(parts)))
    add(errors, problem.path, problem.message);

  if (release.upc && lookups.upcTaken) add(errors, 'upc.code', UPC_ALREADY_USED);
  parts.tracks.forEach((track, index) => {
    if (track.isrc && lookups.isrcsTaken.has(track.isrc)) add(errors, `tracks.${index}.isrc`, ISRC_ALREADY_USED);
  });

  let cover: UploadedFile | null = null;
  if (release.artworkFileId !== null) {
    cover = lookups.files.get(release.artworkFileId) ?? null;
    if (cover?.kind !== 'artwork') {
      add(errors, 'artworkFileId', ARTWORK_FILE_MISSING);
      cover = null;
    }
  }
  const audio = new Map<number, UploadedFile>();
  for (const [index, track] of parts.tracks.entries()) {
    if (track.audioFileId === null) continue;
    const file = lookups.files.get(track.audioFileId);
    if (file && file.kind === 'audio') audio.set(file.id, file);
    else add(errors, `tracks.${index}.audioFileId`, AUDIO_FILE_MISSING);
  }

  const wizardPaths = new Set(Object.keys(errors));
  const ern = {
    ...mapReleaseToErn({ ...parts, cover, audio, placeholderUpc: PRECHECK_UPC, placeholderIsrc: precheckIsrc }),
    header: precheckHeader(now),
    deals: defaultDeals(parts),
  };
  const covered = (path: string) =>
    [...wizardPaths].some((known) => known === path || known.startsWith(`${path}.`) || path.startsWith(`${known}.`));
  for (const problem of checkReleaseForDelivery(ern)) {
    const path = formPathOfErnPath(problem.path);
    if (problem.severity === 'error' && !covered(path)) add(errors, path, problem.message);
  }
  const style = [
    ...checkStoreStyle(styleInput(parts, cover, audio, isoDay(now))),
    ...checkAudioReuse(audioUsesOf(parts, audio), lookups.audioElsewhere),
  ];
  for (const problem of style) {
    const path = formPathOfStylePath(problem.path);
    if (problem.severity === 'error' && !covered(path)) add(errors, path, problem.message);
  }
  return { errors, cover, audio, style };
}
