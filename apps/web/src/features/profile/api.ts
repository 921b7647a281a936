import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActiveSessionPage,
  DocumentsResponse,
  GoogleAuthSetupResponse,
  LoginHistoryPage,
  LogoutOthersResponse,
  OkResponse,
  type RemoveTwoFactorRequest,
  type UpdateAddressRequest,
  type UpdateNameRequest,
  type UpdatePasswordRequest,
} from '@liner/domain';
import { http } from '../../lib/http.js';

const SESSIONS_KEY = ['profile', 'active-sessions'] as const;
const HISTORY_KEY = ['profile', 'login-history'] as const;

export function useUpdateNameMutation() {
  return useMutation({
    mutationFn: (body: UpdateNameRequest) => http.post('/api/profile/update/name', body, OkResponse),
  });
}

export function useUpdateAddressMutation() {
  return useMutation({
    mutationFn: (body: UpdateAddressRequest) => http.post('/api/profile/update/address', body, OkResponse),
  });
}

/** Changing the password signs out every other session, so the sessions list is stale afterwards. */
export function useUpdatePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePasswordRequest) => http.post('/api/profile/update/password', body, OkResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** Starts authenticator set-up: each call makes a new pending secret, so it is a mutation, not a cached query. */
export function useGoogleAuthSetupMutation() {
  return useMutation({ mutationFn: () => http.get('/api/profile/google/auth', GoogleAuthSetupResponse) });
}

export function useVerifyGoogleCodeMutation() {
  return useMutation({
    mutationFn: (code: string) => http.post('/api/profile/google/verifyCode', { code }, OkResponse),
  });
}

export function useRemoveGoogleAuthMutation() {
  return useMutation({
    mutationFn: (body: RemoveTwoFactorRequest) => http.post('/api/profile/remove/google_auth', body, OkResponse),
  });
}

export function useInitEmailAuthMutation() {
  return useMutation({ mutationFn: () => http.post('/api/profile/init/auth', {}, OkResponse) });
}

export function useConfirmEmailAuthMutation() {
  return useMutation({ mutationFn: (code: string) => http.post('/api/profile/confirm/auth', { code }, OkResponse) });
}

export function useRemoveEmailAuthMutation() {
  return useMutation({
    mutationFn: (body: RemoveTwoFactorRequest) => http.post('/api/profile/remove/auth', body, OkResponse),
  });
}

export function useActiveSessionsQuery(page: number) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, page],
    queryFn: () => http.get('/api/auth/active-sessions', ActiveSessionPage, { page }),
    placeholderData: keepPreviousData,
  });
}

export function useLogoutSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post('/api/auth/single-session/logout', { id }, OkResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useLogoutOtherSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/api/auth/active-sessions/logout', {}, LogoutOthersResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useLoginHistoryQuery(page: number) {
  return useQuery({
    queryKey: [...HISTORY_KEY, page],
    queryFn: () => http.get('/api/auth/login-history', LoginHistoryPage, { page }),
    placeholderData: keepPreviousData,
  });
}

export const DOCUMENTS_KEY = ['profile', 'documents'] as const;

/** The account's documents (contracts, tax forms); only the owner may read them. */
export function useDocumentsQuery() {
  return useQuery({
    queryKey: DOCUMENTS_KEY,
    queryFn: () => http.get('/api/profile/documents', DocumentsResponse),
    retry: false,
  });
}
