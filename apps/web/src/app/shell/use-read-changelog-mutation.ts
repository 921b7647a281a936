import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.js';
import { ME_QUERY_KEY } from '../session.js';

/** Marks the changelog read; the badge, read from the current user, clears on the next /me. */
export function useReadChangelogMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/api/auth/read-changelog'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    onError: (error: unknown) => console.warn('Could not mark the changelog read:', error),
  });
}
