import { useMutation, useQuery } from '@tanstack/react-query';
import { ManagedUsersResponse, OkResponse, ReceivedInvitationResponse, SwitchAccountResponse } from '@liner/domain';
import { http } from '../../lib/http.js';
import { clearStoredPermissions, storePermissions } from '../stored-permissions.js';

export function useManagedUsersQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['manager', 'managed-users'],
    queryFn: () => http.get('/api/portal/manager/managed-users', ManagedUsersResponse),
    enabled,
  });
}

/** The page reloads after a switch, so every cached answer of the other account is gone. */
export function reloadIntoPortal(): void {
  window.location.assign('/user-portal');
}

/** Switches this session into a managed account (or back, with one's own id) and keeps its permissions. */
export function useSwitchAccountMutation() {
  return useMutation({
    mutationFn: (accountId: number) => http.get(`/api/portal/manager/switch/${accountId}`, SwitchAccountResponse),
    onSuccess: ({ acting }) => {
      if (acting) storePermissions(acting.permissions);
      else clearStoredPermissions();
      reloadIntoPortal();
    },
  });
}

export function useReceivedInvitationQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['manager', 'received-invitation'],
    queryFn: () => http.get('/api/portal/dashboard/user-manager', ReceivedInvitationResponse),
    enabled,
  });
}

export function useAcceptInvitationMutation() {
  return useMutation({
    mutationFn: (id: number) => http.post('/api/portal/dashboard/accept-user-manager', { id }, OkResponse),
    onSuccess: () => window.location.reload(),
  });
}
