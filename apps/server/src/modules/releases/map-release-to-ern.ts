import type {
  ArtistCredit,
  AudioFile,
  ContributorCredit,
  ContributorRole,
  CoverImage,
  Deal,
  DisplayArtistRole,
  MessageHeader,
  ParentalWarning,
  PartyIds,
  Release as ErnRelease,
  ReleaseType,
  RightsLine,
  Track as ErnTrack,
} from '@liner/ddex/ern';
import { dealsFromTemplates } from '@liner/ddex/ern';
import { applySingleTrackRule, FEATURED_ROLES, hasRole, parseTiktokStartTime, PRIMARY_ROLE } from '@liner/domain';
import type { UploadedFile } from '../uploads/index.js';
import type { ReleaseParts, TrackRow } from './load-release.js';
import { parentalWarningOf } from './save-tracks.js';

/** What the mapping needs besides the rows: the files, and codes still to be assigned. */
export interface ErnMappingInput extends ReleaseParts {
  cover: UploadedFile | null;
  audio: ReadonlyMap<number, UploadedFile>;
  /** Stand-ins for a UPC or ISRCs Liner assigns at publish, so the pre-check has full input. */
  placeholderUpc?: string;
  placeholderIsrc?: (index: number) => string;
}

const CONTRIBUTOR_ROLES: Record<string, ContributorRole> = {
  composer: 'Composer',
  lyricist: 'Lyricist',
  'composer-lyricist': 'ComposerLyricist',
  arranger: 'Arranger',
  producer: 'Producer',
  remixer: 'Remixer',
  'mixing-engineer': 'MixingEngineer',
  'mastering-engineer': 'MasteringEngineer',
};
const AUDIO_EXTENSIONS: Record<string, string> = { WAV: 'wav', FLAC: 'flac', AIFF: 'aif' };

/** Identifiers typed in the wizard; blank ones are not sent. */
function artistIds(isni: string | undefined): PartyIds | undefined {
  return isni?.trim() ? { isni: isni.trim() } : undefined;
}

function displayRoleOf(roles: readonly string[]): DisplayArtistRole | null {
  if (hasRole(roles, PRIMARY_ROLE)) return 'MainArtist';
  if (FEATURED_ROLES.some((role) => hasRole(roles, role))) return 'FeaturedArtist';
  return null;
}

/** Display artists: primary and featured; other roles (producer, remixer) become contributors. */
function displayArtists(list: readonly { name: string; roles: string[]; isni?: string }[]): ArtistCredit[] {
  return list.flatMap((artist) => {
    const role = displayRoleOf(artist.roles);
    return role ? [{ name: artist.name, role, ids: artistIds(artist.isni) }] : [];
  });
}

const sameName = (a: ArtistCredit, b: ArtistCredit) => a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * A track's display artists. A track without a primary artist of its own is by the release's
 * primary artists. A single is its one recording, so the release's featured artists are on it
 * too (stores credit the recording, and a guest dropped from it loses the feat. credit).
 */
function trackArtists(own: ArtistCredit[], release: ArtistCredit[], isSingle: boolean): ArtistCredit[] {
  const main = own.some((artist) => artist.role === 'MainArtist')
    ? own
    : [...release.filter((a) => a.role === 'MainArtist' && !own.some((o) => sameName(o, a))), ...own];
  if (!isSingle) return main;
  const guests = release.filter((a) => a.role === 'FeaturedArtist' && !main.some((m) => sameName(m, a)));
  return [...main, ...guests];
}

function contributorRoles(roles: readonly string[]): ContributorRole[] {
  return [...new Set(roles.flatMap((role) => CONTRIBUTOR_ROLES[role.trim().toLowerCase()] ?? []))];
}

function contributorsOf(track: TrackRow): ContributorCredit[] {
  const people: { name: string; roles: string[]; ids?: PartyIds }[] = [
    ...track.writers.map((writer) => ({
      name: `${writer.firstName} ${writer.lastName}`.trim(),
      roles: writer.roles,
      ids: writer.ipi?.trim() ? { ipiNameNumber: writer.ipi.trim() } : undefined,
    })),
    ...track.credits,
    ...track.artists.map((artist) => ({ ...artist, ids: artistIds(artist.isni) })),
  ];
  // Roles Liner has no DDEX word for stay in the catalog but are not sent.
  return people.flatMap((person) => {
    const roles = contributorRoles(person.roles);
    return roles.length > 0 ? [{ name: person.name, roles, ids: person.ids }] : [];
  });
}

function trackWarning(track: TrackRow): ParentalWarning {
  if (track.explicit) return 'Explicit';
  return track.cleanVersion ? 'ExplicitContentEdited' : 'NotExplicit';
}

export function audioUri(icpn: string, index: number, format: string): string {
  return `resources/${icpn}_01_${String(index + 1).padStart(3, '0')}.${AUDIO_EXTENSIONS[format] ?? format.toLowerCase()}`;
}

export function coverUri(icpn: string, format: string): string {
  return `resources/${icpn}.${format === 'PNG' ? 'png' : 'jpg'}`;
}

function audioOf(file: UploadedFile | undefined, icpn: string, index: number): AudioFile {
  // A missing file is reported by the publish check itself; a stand-in keeps it from being reported twice.
  if (!file)
    return {
      uri: audioUri(icpn, index, 'FLAC'),
      hash: { algorithm: 'MD5', value: '0'.repeat(32) },
      format: 'FLAC',
      bitsPerSample: 16,
      sampleRateHz: 44_100,
      channels: 2,
    };
  return {
    uri: audioUri(icpn, index, file.format),
    hash: { algorithm: 'MD5', value: file.md5 },
    format: file.format === 'WAV' || file.format === 'AIFF' ? file.format : 'FLAC',
    bitsPerSample: file.bitDepth ?? 0,
    sampleRateHz: file.sampleRate ?? 0,
    channels: file.channels ?? 0,
    sizeBytes: file.sizeBytes,
  };
}

function coverOf(file: UploadedFile | null, icpn: string): CoverImage {
  if (!file) return { uri: coverUri(icpn, 'JPEG'), format: 'JPEG', width: 3000, height: 3000 };
  return {
    uri: coverUri(icpn, file.format),
    format: file.format === 'PNG' ? 'PNG' : 'JPEG',
    width: file.width ?? 0,
    height: file.height ?? 0,
    hash: { algorithm: 'SHA-256', value: file.sha256 },
  };
}

/** The ERN model of a release, without the message header and deals (delivery decides those). */
export function mapReleaseToErn(input: ErnMappingInput): Omit<ErnRelease, 'header' | 'deals'> {
  const { release } = input;
  const icpn = release.upc ?? input.placeholderUpc ?? '';
  const releaseArtists = displayArtists(input.artists);
  const releaseYear = Number((release.releaseDate ?? '').slice(0, 4)) || new Date().getUTCFullYear();
  // The owner goes in its own element (PLineCompany / CLineCompany); the text is the line as shown.
  const line = (symbol: '(P)' | '(C)', year: number | null, name: string): RightsLine => ({
    year: year ?? releaseYear,
    company: name.trim() || undefined,
    text: `${symbol} ${year ?? releaseYear} ${name.trim()}`.trim(),
  });
  const ordered = applySingleTrackRule(release, input.tracks);
  const isSingle = release.type === 'Single' && ordered.length === 1;
  const tracks: ErnTrack[] = ordered.map((track, index) => {
    const file = track.audioFileId === null ? undefined : input.audio.get(track.audioFileId);
    const preview = parseTiktokStartTime(track.tiktokStartTime);
    return {
      isrc: track.isrc ?? input.placeholderIsrc?.(index) ?? '',
      title: track.title,
      version: track.version || undefined,
      trackNumber: index + 1,
      // The file's exact length: xs:duration keeps fractions (PT1M5.25S); the row only holds whole seconds.
      durationSeconds: file?.durationSeconds ?? track.durationSeconds ?? 0,
      // The one start time the wizard asks for (TikTok's clip) is where the preview starts too.
      previewStartSeconds: preview ?? undefined,
      artists: trackArtists(displayArtists(track.artists), releaseArtists, isSingle),
      contributors: contributorsOf(track),
      parentalWarning: trackWarning(track),
      audio: audioOf(file, icpn, index),
      iswc: track.iswc || undefined,
      languageOfPerformance: track.language || release.language || undefined,
    };
  });
  return {
    icpn,
    catalogNumber: release.catalogNumber || undefined,
    releaseType: (['Album', 'EP', 'Single'].includes(release.type) ? release.type : 'Album') as ReleaseType,
    title: release.title,
    version: release.version || undefined,
    artists: releaseArtists,
    label: { name: release.label },
    pLine: line('(P)', release.pLineYear, release.pLine),
    cLine: line('(C)', release.cLineYear, release.cLine),
    genre: release.primaryGenre,
    subgenre: release.secondaryGenre || undefined,
    parentalWarning: parentalWarningOf(ordered) as ParentalWarning,
    releaseDate: release.releaseDate ?? '',
    originalReleaseDate: release.originalReleaseDate ?? undefined,
    language: release.language,
    tracks,
    cover: coverOf(input.cover, icpn),
  };
}

/** Streaming and download deals in the release's territories, from its release date. */
export function defaultDeals(parts: ReleaseParts): Deal[] {
  return dealsFromTemplates({
    kinds: ['streaming', 'download'],
    territories: parts.release.territories,
    start: parts.release.releaseDate ?? '',
  });
}

/** A header good enough for the pre-delivery check before any store is chosen. */
export function precheckHeader(now: Date): MessageHeader {
  return {
    kind: 'Insert',
    messageId: 'LINER-PRECHECK',
    sender: { dpid: 'PADPIDA0000000000L', name: 'Liner' },
    recipients: [{ dpid: 'PADPIDA0000000000S', name: 'Store' }],
    createdAt: now.toISOString(),
    isTest: true,
  };
}
