import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DecideSupportClaimRequest, SupportClaimDecided, SupportClaimDetail } from '@liner/domain';
import { http } from '../../lib/http.js';

/** A ticket's DMCA notice or dispute (server: modules/support/claims, api/admin/support/claims). */
const BASE = '/api/admin/support/claims';

export const claimApi = {
  ofTicket: (ticketId: number) => http.get(BASE, SupportClaimDetail, { ticket_id: ticketId }),
  decide: (body: DecideSupportClaimRequest) => http.post(`${BASE}/decide`, body, SupportClaimDecided),
};

export function useTicketClaimQuery(ticketId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin-support', 'claim', ticketId],
    queryFn: () => claimApi.ofTicket(ticketId),
    enabled: enabled && ticketId > 0,
  });
}

export function useDecideClaimMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimApi.decide,
    // The decision leaves a note and a new state on the ticket: the whole inbox reads again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-support'] }),
  });
}
