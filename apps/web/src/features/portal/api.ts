import { useMutation } from '@tanstack/react-query';
import { OkResponse } from '@liner/domain';
import { z } from 'zod';
import type { PortalInitRequest } from '@liner/domain';
import { http } from '../../lib/http.js';

const InitAnswer = z.object({ message: z.string().optional() });

export function useCompleteInitMutation() {
  return useMutation({
    mutationFn: (body: PortalInitRequest) => http.post('/api/auth/init/complete', body, InitAnswer),
  });
}

export function useCompleteInitLaterMutation() {
  return useMutation({ mutationFn: () => http.post('/api/auth/init/completeLater', {}, InitAnswer) });
}

/** A person who only came to see what they were invited to becomes a collaborator account. */
export function useContinueAsCollaboratorMutation() {
  return useMutation({ mutationFn: () => http.post('/api/auth/continue-as-collaborator', {}, OkResponse) });
}
