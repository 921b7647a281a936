import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IdentityCheck, type IdentityImageSide, type IdentityVerificationRequest } from '@liner/domain';
import { http, upload } from '../../lib/http.js';
import { ME_QUERY_KEY } from '../../app/session.js';
import { IDENTITY_STATUS_KEY } from '../../lib/identity-status.js';

/** The person's identity verification (server: modules/identity). Paths live here only. */
const VERIFICATION = '/api/support/verification';

export interface IdentityPhotos {
  checkId: number;
  photos: Partial<Record<IdentityImageSide, File>>;
}

export const identityApi = {
  request: (body: IdentityVerificationRequest) => http.post(`${VERIFICATION}/request`, body, IdentityCheck),
  submit: ({ checkId, photos }: IdentityPhotos, onProgress: (fraction: number) => void) => {
    const body = new FormData();
    // The text field first: the server reads it before the files it names.
    body.append('checkId', String(checkId));
    for (const side of ['front', 'back', 'selfie'] as const) {
      const file = photos[side];
      if (file) body.append(side, file, file.name);
    }
    return upload(`${VERIFICATION}/submit`, IdentityCheck, {
      body,
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
    });
  },
};

/** After any change the status and the account's flags (`me.identityVerification`) are read again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: IDENTITY_STATUS_KEY }),
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    ]);
}

export function useRequestVerificationMutation() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: identityApi.request, onSuccess: refresh });
}

export function useSubmitPhotosMutation(onProgress: (fraction: number) => void) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: IdentityPhotos) => identityApi.submit(input, onProgress),
    onSuccess: refresh,
  });
}
