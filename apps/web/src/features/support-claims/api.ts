import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AccountDisputeRequest,
  type DmcaClaimRequest,
  type SupportClaimKind,
  SupportClaimStarted,
  SupportClaimVerified,
  type VerifySupportClaimRequest,
  type YoutubeDisputeRequest,
} from '@liner/domain';
import { http } from '../../lib/http.js';

/** The DMCA notice and dispute forms (server: modules/support/claims). */
export type ClaimForm = DmcaClaimRequest | YoutubeDisputeRequest | AccountDisputeRequest;

export const claimsApi = {
  start: (kind: SupportClaimKind, body: ClaimForm) => http.post(`/api/support/init/${kind}`, body, SupportClaimStarted),
  verify: (kind: SupportClaimKind, body: VerifySupportClaimRequest) =>
    http.post(`/api/support/verify/${kind}`, body, SupportClaimVerified),
};

export function useStartClaimMutation(kind: SupportClaimKind) {
  return useMutation({ mutationFn: (body: ClaimForm) => claimsApi.start(kind, body) });
}

export function useVerifyClaimMutation(kind: SupportClaimKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifySupportClaimRequest) => claimsApi.verify(kind, body),
    // A claim filed signed in joins the person's ticket lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support'] }),
  });
}
