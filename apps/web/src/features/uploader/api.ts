import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  ArtistPreferencesResponse,
  AudioReuseResponse,
  ArtistSearchResponse,
  InitReleaseResponse,
  LabelArtistsPage,
  OkResponse,
  PublishReleaseResponse,
  ReleaseView,
  SaveReleaseResponse,
  SaveTracksResponse,
  SearchPlatformsResponse,
  StoreList,
  UploadedFileView,
  ValidIdentifierResponse,
  type ArtistPlatform,
  ArtistLinkResponse,
} from '@liner/domain';
import { http, request } from '../../lib/http.js';
import type { SaveReleaseBody, SaveTracksBody } from './wizard-form.js';

/**
 * The release calls: the release base is api/portal/release, files and the
 * track-level calls api/distribution. Paths live here only, so a server rename is one edit.
 */
const RELEASE = '/api/portal/release';
const DISTRIBUTION = '/api/distribution';
const PREFERENCES = '/api/portal/preferences';

export const releaseApi = {
  init: (body: unknown) => http.post(`${RELEASE}/init-release`, body, InitReleaseResponse),
  saveRelease: (body: SaveReleaseBody) => http.post(`${RELEASE}/save/release`, body, SaveReleaseResponse),
  saveTracks: (body: SaveTracksBody) => http.post(`${RELEASE}/save/tracks`, body, SaveTracksResponse),
  publish: (releaseId: number) => http.post(`${RELEASE}/publish`, { release_id: releaseId }, PublishReleaseResponse),
  validateUpc: (upc: string, releaseId: number) =>
    http.post(`${RELEASE}/validate/upc`, { upc, release_id: releaseId }, ValidIdentifierResponse),
  validateIsrc: (isrc: string, trackId?: number) =>
    http.post(`${DISTRIBUTION}/validate/isrc`, { isrc, track_id: trackId }, ValidIdentifierResponse),
  load: (id: number) => http.get(`${DISTRIBUTION}/release/${id}`, ReleaseView),
  file: (id: number) => http.get(`${DISTRIBUTION}/files/${id}`, UploadedFileView),
  removeFile: (id: number) => http.post(`${DISTRIBUTION}/remove/file`, { id }, OkResponse),
  stores: () => http.get('/api/portal/stores', StoreList),
  audioReuse: (id: number) => http.get(`${RELEASE}/${id}/audio-reuse`, AudioReuseResponse),
};

/**
 * The saved tracks' audio used under another ISRC (the same file, bytes or recording); asked
 * again each time the tracks are saved (`savedTracks` is their snapshot).
 */
export function useAudioReuseQuery(releaseId: number, savedTracks: string) {
  return useQuery({
    queryKey: ['uploader', 'release', releaseId, 'audio-reuse', savedTracks],
    queryFn: () => releaseApi.audioReuse(releaseId),
    enabled: releaseId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useReleaseQuery(id: number) {
  return useQuery({
    queryKey: ['uploader', 'release', id],
    queryFn: async () => {
      const release = await releaseApi.load(id);
      // The artwork's dimensions and format feed the preview and the store style check.
      const artwork = release.artworkFileId ? await releaseApi.file(release.artworkFileId).catch(() => null) : null;
      return { release, artwork };
    },
    // The wizard owns the draft once loaded: no refetch behind the person's back.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useInitReleaseMutation() {
  return useMutation({ mutationFn: releaseApi.init });
}

export function useStoresQuery() {
  return useQuery({ queryKey: ['uploader', 'stores'], queryFn: releaseApi.stores, staleTime: 10 * 60_000 });
}

export function useSearchPlatformsQuery() {
  return useQuery({
    queryKey: ['uploader', 'search-platforms'],
    queryFn: () => http.get(`${PREFERENCES}/search-platforms`, SearchPlatformsResponse),
    staleTime: 10 * 60_000,
  });
}

/** The account's own artist preferences and, for a label, its artists: who can be picked as primary artist. */
export function useKnownArtistsQuery(isLabel: boolean) {
  return useQuery({
    queryKey: ['uploader', 'known-artists', isLabel],
    queryFn: async () => {
      if (isLabel) return (await http.get(`${PREFERENCES}/label/1`, LabelArtistsPage)).data;
      const own = await http.get(`${PREFERENCES}/artist`, ArtistPreferencesResponse);
      return own.data ? [own.data] : [];
    },
    staleTime: 60_000,
  });
}

export function searchArtistProfiles(
  platform: ArtistPlatform,
  term: string,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) {
  return request('/api/portal/social-platform/artist/search', {
    query: { term, platform, offset, limit },
    schema: ArtistSearchResponse,
    signal,
  });
}

export function findArtistViaLink(link: string, platform: ArtistPlatform) {
  return http.get('/api/portal/social-platform/artist/link', ArtistLinkResponse, { link, platform });
}
