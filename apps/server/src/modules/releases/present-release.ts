import {
  DeliveryFlags,
  isoDay,
  isReleaseLive,
  LicensingType,
  ReleaseType,
  releaseStatusBadge,
  type ReleaseView,
  type TrackView,
} from '@liner/domain';
import type { ReleaseParts, ReleaseRow, TrackRow } from './load-release.js';

export function releaseIsLive(release: ReleaseRow, now: Date): boolean {
  return isReleaseLive({ releaseDate: release.releaseDate, liveFlag: release.isLive }, isoDay(now));
}

export function presentTrack(track: TrackRow): TrackView {
  return {
    id: track.id,
    position: track.position,
    audioFileId: track.audioFileId,
    title: track.title,
    version: track.version,
    isrc: track.isrc ?? '',
    iswc: track.iswc,
    language: track.language,
    explicit: track.explicit,
    cleanVersion: track.cleanVersion,
    tiktokStartTime: track.tiktokStartTime,
    linerNote: track.linerNote,
    lyrics: track.lyrics,
    durationSeconds: track.durationSeconds,
    artists: track.artists,
    writers: track.writers,
    credits: track.credits,
  };
}

/** The whole release as the wizard and the single-release screen read it. */
export function presentRelease({ release, artists, tracks }: ReleaseParts, now: Date): ReleaseView {
  const isLive = releaseIsLive(release, now);
  return {
    id: release.id,
    userId: release.userId,
    status: release.status,
    isLive,
    badge: releaseStatusBadge(release.status, isLive),
    type: ReleaseType.catch('Album').parse(release.type),
    title: release.title,
    version: release.version,
    versionInfo: { remix: release.versionRemix, coverSongs: release.versionCoverSongs },
    artists: artists.map((artist) => ({
      name: artist.name,
      roles: artist.roles,
      spotifyId: artist.spotifyId,
      appleId: artist.appleId,
      isni: artist.isni,
    })),
    label: release.label,
    upc: { active: release.upcProvided, code: release.upc ?? '' },
    catalogNumber: release.catalogNumber,
    primaryGenre: release.primaryGenre,
    secondaryGenre: release.secondaryGenre,
    language: release.language,
    releaseDate: release.releaseDate,
    originalReleaseDate: release.originalReleaseDate,
    licensingType: LicensingType.catch('Copyright').parse(release.licensingType),
    licensingInfo: release.licensingInfo,
    copyright: {
      licensing: { year: release.cLineYear, name: release.cLine },
      soundRecording: { year: release.pLineYear, name: release.pLine },
    },
    artworkFileId: release.artworkFileId,
    territories: release.territories,
    storeIds: release.storeIds,
    deliveryFlags: DeliveryFlags.parse(release.deliveryFlags),
    timeZone: release.timeZone,
    releaseTime: release.releaseTime,
    parentalWarning: release.parentalWarning,
    reviewNote: release.reviewNote,
    submittedAt: release.submittedAt?.toISOString() ?? null,
    createdAt: release.createdAt.toISOString(),
    updatedAt: release.updatedAt.toISOString(),
    tracks: tracks.map(presentTrack),
  };
}
