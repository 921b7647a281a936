import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AcceptPriorityResponse,
  AdvanceOfferResponse,
  OkResponse,
  type UpdateAddressRequest,
  type UpdateNameRequest,
} from '@liner/domain';
import { http } from '../../lib/http.js';

const BASE = '/api/portal/dashboard';

export function useAcceptPriorityMutation() {
  return useMutation({
    mutationFn: (signature: string) => http.post(`${BASE}/accept-priority`, { signature }, AcceptPriorityResponse),
  });
}

export function useAdvanceOfferQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['offers', 'advance'],
    queryFn: () => http.get(`${BASE}/advance`, AdvanceOfferResponse),
    enabled,
  });
}

export function useAcceptAdvanceMutation() {
  return useMutation({
    // One key per dialog: a retried click never books the advance twice (the server also refuses it).
    mutationFn: (idempotencyKey: string) =>
      http.post(`${BASE}/accept-advance`, {}, AdvanceOfferResponse, { idempotencyKey }),
  });
}

/** The profile step of the priority offer saves the legal name, the display name and the address. */
export function useSavePriorityProfileMutation() {
  return useMutation({
    mutationFn: async (input: {
      legal: Extract<UpdateNameRequest, { type: 'legal' }>;
      display: Extract<UpdateNameRequest, { type: 'display' }>;
      address: UpdateAddressRequest;
    }) => {
      await http.post('/api/profile/update/name', input.legal, OkResponse);
      await http.post('/api/profile/update/name', input.display, OkResponse);
      await http.post('/api/profile/update/address', input.address, OkResponse);
    },
  });
}
