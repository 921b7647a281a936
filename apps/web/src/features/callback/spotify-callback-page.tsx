import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SpotifyConnectedResponse } from '@liner/domain';
import { ME_QUERY_KEY } from '../../app/session.js';
import { http } from '../../lib/http.js';
import { CallbackScreen } from './callback-screen.js';

/** /callback/spotify — Spotify's consent page returns here with a code and the state (or an error). */
export default function SpotifyCallbackPage() {
  const queryClient = useQueryClient();
  const complete = useCallback(
    async (params: URLSearchParams) => {
      const answer = await http.post(
        '/api/profile/platforms/spotify/callback',
        {
          state: params.get('state') ?? '',
          code: params.get('code') ?? undefined,
          error: params.get('error') ?? undefined,
        },
        SpotifyConnectedResponse,
      );
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      return answer.message;
    },
    [queryClient],
  );
  return <CallbackScreen provider="Spotify" complete={complete} />;
}
