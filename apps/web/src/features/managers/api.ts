import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AuditPage,
  type CreateTeamMemberRequest,
  type EditManagerPermissionsRequest,
  type InviteManagerRequest,
  ManagerListResponse,
  OkResponse,
  PermissionsResponse,
} from '@liner/domain';
import { http } from '../../lib/http.js';

const LIST_KEY = ['manager', 'list'] as const;

export function useManagerListQuery() {
  return useQuery({ queryKey: LIST_KEY, queryFn: () => http.get('/api/portal/manager/list', ManagerListResponse) });
}

export function useDefaultPermissionsQuery() {
  return useQuery({
    queryKey: ['manager', 'default-permissions'],
    queryFn: () => http.get('/api/portal/manager/default-permissions', PermissionsResponse),
  });
}

/** Every change to the list is followed by a fresh list. */
function useListMutation<Input>(mutationFn: (input: Input) => Promise<OkResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }) });
}

export const useInviteManagerMutation = () =>
  useListMutation((body: InviteManagerRequest) => http.post('/api/portal/manager/invite', body, OkResponse));
export const useCancelInvitationMutation = () =>
  useListMutation((id: number) => http.post('/api/portal/manager/invite/cancel', { id }, OkResponse));
export const useRemoveManagerMutation = () =>
  useListMutation((id: number) => http.delete(`/api/portal/manager/remove/${id}`, OkResponse));
export const useEditPermissionsMutation = () =>
  useListMutation((body: EditManagerPermissionsRequest) =>
    http.post('/api/portal/manager/edit-permissions', body, OkResponse),
  );
export const useCreateTeamMemberMutation = () =>
  useListMutation((body: CreateTeamMemberRequest) => http.post('/api/profile/create/team', body, OkResponse));
export const useRemoveTeamMemberMutation = () =>
  useListMutation((id: number) => http.post('/api/profile/remove/team', { id }, OkResponse));

export function useAuditQuery(page: number) {
  return useQuery({
    queryKey: ['audit', page],
    queryFn: () => http.get('/api/portal/audit', AuditPage, { page }),
    placeholderData: keepPreviousData,
  });
}
