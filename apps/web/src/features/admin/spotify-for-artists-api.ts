import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OkResponse, OperatorSpotifyForArtistsList } from '@liner/domain';
import { http } from '../../lib/http.js';

const KEY = ['admin', 'spotify-for-artists'] as const;

export function useSpotifyForArtistsQueue() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => http.get('/api/admin/instant-access/spotify', OperatorSpotifyForArtistsList),
  });
}

export function useSpotifyForArtistsDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, grant, note }: { id: number; grant: boolean; note?: string }) =>
      http.post(
        `/api/admin/instant-access/spotify/${id}/${grant ? 'grant' : 'reject'}`,
        note ? { note } : {},
        OkResponse,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
