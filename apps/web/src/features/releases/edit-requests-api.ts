import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EditRequestView,
  OkResponse,
  ReleaseStatusResult,
  type ReleaseEditSection,
  type TrackEditField,
} from '@liner/domain';
import { http, request } from '../../lib/http.js';
import { catalogKeys } from './api.js';

/** Edit and takedown requests of a delivered release (server: modules/edit-requests). */
const base = (id: number) => `/api/portal/release/${id}/edit-requests`;

export const editRequestApi = {
  current: (id: number) => http.get(base(id), EditRequestView),
  putRelease: (id: number, body: { section: ReleaseEditSection; value: unknown; oldValue?: unknown }) =>
    http.post(base(id), body, OkResponse),
  putTrack: (id: number, body: { trackId: number; field: TrackEditField; value: unknown }) =>
    http.post(`${base(id)}/tracks`, body, OkResponse),
  removeRelease: (id: number, section: ReleaseEditSection) =>
    request(`${base(id)}/${section}`, { method: 'DELETE', schema: OkResponse }),
  removeTrack: (id: number, trackId: number, field: TrackEditField) =>
    request(`${base(id)}/tracks/${trackId}/${field}`, { method: 'DELETE', schema: OkResponse }),
  submit: (id: number) => http.post(`${base(id)}/submit`, {}, ReleaseStatusResult),
  cancelTakedown: (id: number) => http.post(`/api/portal/release/${id}/takedown/cancel`, {}, ReleaseStatusResult),
  takedown: (id: number, reason: string) =>
    http.post(`/api/portal/release/${id}/takedown`, { reason }, ReleaseStatusResult),
};

const key = (id: number) => [...catalogKeys.release(id), 'edit-request'] as const;

export function useEditRequestQuery(id: number, enabled = true) {
  return useQuery({ queryKey: key(id), queryFn: () => editRequestApi.current(id), enabled });
}

/** A change answers only a message: the request is read again (the server may have replaced or dropped entries). */
export function useEditRequestMutation<T>(id: number, call: (input: T) => Promise<OkResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: key(id) }) });
}

export function useSubmitEditRequestMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => editRequestApi.submit(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.release(id) }),
  });
}

export function useTakedownMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => editRequestApi.takedown(id, reason),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogKeys.release(id) });
      await queryClient.invalidateQueries({ queryKey: ['catalog', 'releases'] });
    },
  });
}

export function useCancelTakedownMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => editRequestApi.cancelTakedown(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
