import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConnectAudiomackRequest,
  OkResponse,
  PlatformLinksResponse,
  SpotifyConnectResponse,
  SpotifyForArtistsInitResponse,
  type SpotifyForArtistsSubmitRequest,
  SpotifyForArtistsSubmitResponse,
} from '@liner/domain';
import { ME_QUERY_KEY } from '../../../app/session.js';
import { http } from '../../../lib/http.js';

const BASE = '/api/profile';
export const PLATFORM_LINKS_KEY = ['profile', 'platforms'] as const;

export function usePlatformLinksQuery() {
  return useQuery({
    queryKey: PLATFORM_LINKS_KEY,
    queryFn: () => http.get(`${BASE}/platforms`, PlatformLinksResponse),
  });
}

/** A change to the links: the card and the current user (its `platforms` summary) are stale. */
function useLinkMutation<TInput, TAnswer>(send: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PLATFORM_LINKS_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}

/** Answers the URL of Spotify's consent page; the caller sends the browser there. */
export function useStartSpotifyConnect() {
  return useMutation({
    mutationFn: () => http.post(`${BASE}/platforms/spotify/connect`, {}, SpotifyConnectResponse),
  });
}

export function useRemoveSpotify() {
  return useLinkMutation(() => http.post(`${BASE}/platforms/spotify/remove`, {}, OkResponse));
}

export function useConnectAudiomack() {
  return useLinkMutation((body: ConnectAudiomackRequest) =>
    http.post(`${BASE}/instant-access/audio-mack`, body, OkResponse),
  );
}

export function useRemoveAudiomack() {
  return useLinkMutation(() => http.post(`${BASE}/remove/audio-mack`, {}, OkResponse));
}

export function useSpotifyDiscoveryMode() {
  return useLinkMutation((enabled: boolean) =>
    http.post(`${BASE}/update/spotify-discovery-mode`, { enabled }, OkResponse),
  );
}

/** What the request form offers (the account's delivered releases); asked each time the dialog opens. */
export function useSpotifyForArtistsInit(enabled: boolean) {
  return useQuery({
    queryKey: [...PLATFORM_LINKS_KEY, 'spotify-for-artists'],
    queryFn: () => http.post(`${BASE}/instant-access/spotify/init`, {}, SpotifyForArtistsInitResponse),
    enabled,
    staleTime: 0,
  });
}

export function useSubmitSpotifyForArtists() {
  return useLinkMutation((body: SpotifyForArtistsSubmitRequest) =>
    http.post(`${BASE}/instant-access/spotify/submit`, body, SpotifyForArtistsSubmitResponse),
  );
}
