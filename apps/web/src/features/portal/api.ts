import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../lib/http.js';

const InitAnswer = z.object({ message: z.string().optional() });

export function useCompleteInitMutation() {
  return useMutation({ mutationFn: () => http.post('/api/auth/init/complete', {}, InitAnswer) });
}

export function useCompleteInitLaterMutation() {
  return useMutation({ mutationFn: () => http.post('/api/auth/init/completeLater', {}, InitAnswer) });
}
