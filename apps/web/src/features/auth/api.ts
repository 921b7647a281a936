import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AvailabilityResponse,
  GoogleLoginResponse,
  GoogleSignInStatus,
  GoogleStartResponse,
  type GoogleLoginRequest,
  type GoogleRegisterRequest,
  LoginResponse,
  OkResponse,
  TokenResponse,
  type LoginRequest,
  type RecoverRequest,
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

/** At the authenticator step: a code by e-mail instead, for an account that turned e-mail codes on. */
export function useSendEmailCodeInsteadMutation() {
  return useMutation({
    mutationFn: (secretHash: string) => http.post('/api/auth/no-opt-g2fa/otp/send', { secretHash }, OkResponse),
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (body: RegisterRequest) => http.post('/api/auth/register', body, TokenResponse) });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: (token: string) => http.post('/api/auth/verify/email', { token }, MessageAnswer) });
}

export function useRecoverMutation() {
  return useMutation({ mutationFn: (body: RecoverRequest) => http.post('/api/auth/recover', body, MessageAnswer) });
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

/** Whether the server offers Google sign-in (the button shows only then). */
export function useGoogleSignInStatus() {
  return useQuery({
    queryKey: ['auth', 'google'],
    queryFn: () => http.get('/api/auth/google', GoogleSignInStatus),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useStartGoogleSignInMutation() {
  return useMutation({ mutationFn: () => http.post('/api/auth/google/start', {}, GoogleStartResponse) });
}

export function useGoogleLoginMutation() {
  return useMutation({
    mutationFn: (body: GoogleLoginRequest) => http.post('/api/auth/login/google', body, GoogleLoginResponse),
  });
}

export function useGoogleRegisterMutation() {
  return useMutation({
    mutationFn: (body: GoogleRegisterRequest) => http.post('/api/auth/register/google', body, TokenResponse),
  });
}
