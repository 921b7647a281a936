import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MarkNotificationsReadResponse, NotificationPage } from '@liner/domain';
import { ME_QUERY_KEY } from '../../app/session.js';
import { http } from '../../lib/http.js';

export function useNotificationsQuery(page: number, perPage: number) {
  return useQuery({
    queryKey: ['notifications', { page, perPage }],
    queryFn: () => http.get('/api/portal/notifications', NotificationPage, { page, per_page: perPage }),
    placeholderData: keepPreviousData,
  });
}

/** Marks every notification read; the bell in the top bar reads them from the current user. */
export function useMarkAllNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/api/portal/notifications/read', {}, MarkNotificationsReadResponse),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
