import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AvailabilityResponse,
  LoginResponse,
  TokenResponse,
  type LoginRequest,
  type RegisterRequest,
  type RecoverSubmitRequest,
  type VerifyLoginRequest,
} from '@liner/domain';
import { http, request } from '../../lib/http.js';

// Answers with no fixed shape (small payloads): only what the page reads is checked.
const MessageAnswer = z.object({ message: z.string().optional() });
const ResendAnswer = z.object({ message: z.string().optional(), secretHash: z.string().optional() });

export function useLoginMutation() {
  return useMutation({ mutationFn: (body: LoginRequest) => http.post('/api/auth/login', body, LoginResponse) });
}

export function useVerifyLoginMutation() {
  return useMutation({
    mutationFn: (body: VerifyLoginRequest) => http.post('/api/auth/verify/login', body, TokenResponse),
  });
}

export function useResendAuthCodeMutation() {
  return useMutation({
    mutationFn: (secretHash: string) => http.post('/api/auth/resend/auth-code', { secretHash }, ResendAnswer),
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (body: RegisterRequest) => http.post('/api/auth/register', body, TokenResponse) });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: (token: string) => http.post('/api/auth/verify/email', { token }, MessageAnswer) });
}

export function useRecoverMutation() {
  return useMutation({ mutationFn: (email: string) => http.post('/api/auth/recover', { email }, MessageAnswer) });
}

export function useRecoverSubmitMutation() {
  return useMutation({
    mutationFn: (body: RecoverSubmitRequest) => http.post('/api/auth/recover/submit', body, MessageAnswer),
  });
}

/** Live check of a (debounced) username; disabled while the value is not worth asking about. */
export function useUsernameAvailability(username: string, enabled: boolean) {
  return useQuery({
    queryKey: ['register', 'availability', 'username', username],
    queryFn: ({ signal }) => availability('/api/auth/register/availability/username', { username }, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

export function useEmailAvailability(email: string, enabled: boolean) {
  return useQuery({
    queryKey: ['register', 'availability', 'email', email],
    queryFn: ({ signal }) => availability('/api/auth/register/availability/email', { email }, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

function availability(path: string, body: object, signal: AbortSignal): Promise<AvailabilityResponse> {
  return request(path, { method: 'POST', body, schema: AvailabilityResponse, signal });
}
