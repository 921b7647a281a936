import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ArtistPreferencesResponse,
  Collaborator,
  CollaboratorsResponse,
  LabelArtistsPage,
  OkResponse,
  SaveArtistPreferencesResponse,
  type AddCollaboratorsRequest,
  type ArtistPreferencesInput,
  type LabelArtistSubmitRequest,
} from '@liner/domain';
import { http } from '../../lib/http.js';

const BASE = '/api/portal/preferences';
const COLLABORATORS = '/api/distribution/user/artist';
const KEY = ['preferences'] as const;

export function useArtistPreferencesQuery() {
  return useQuery({
    queryKey: [...KEY, 'artist'],
    queryFn: () => http.get(`${BASE}/artist`, ArtistPreferencesResponse),
  });
}

export function useSaveArtistPreferencesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ArtistPreferencesInput) =>
      http.post(`${BASE}/artist/submit`, body, SaveArtistPreferencesResponse),
    // The wizard's known-artists list reads the same preferences.
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => ['preferences', 'uploader'].includes(String(query.queryKey[0])),
      }),
  });
}

export function useLabelArtistsQuery(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'label', page],
    queryFn: () => http.get(`${BASE}/label/${page}`, LabelArtistsPage),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSaveLabelArtistMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LabelArtistSubmitRequest) =>
      http.post(`${BASE}/label/submit`, body, SaveArtistPreferencesResponse),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => ['preferences', 'uploader'].includes(String(query.queryKey[0])),
      }),
  });
}

export function useRemoveLabelArtistMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(`${BASE}/label/artist/remove`, { id }, OkResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'label'] }),
  });
}

const COLLABORATORS_KEY = [...KEY, 'collaborators'] as const;

export function useCollaboratorsQuery() {
  return useQuery({
    queryKey: COLLABORATORS_KEY,
    queryFn: () => http.get(`${COLLABORATORS}/collaborators`, CollaboratorsResponse),
  });
}

function useCollaboratorMutation<TBody, TOut>(path: string, schema: z.ZodType<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => http.post(`${COLLABORATORS}/${path}`, body, schema),
    onSuccess: () => client.invalidateQueries({ queryKey: COLLABORATORS_KEY }),
  });
}

export const useAddCollaboratorsMutation = () =>
  useCollaboratorMutation<AddCollaboratorsRequest, { message: string }>(
    'collaborator/add',
    z.object({ message: z.string(), data: z.array(Collaborator) }),
  );
export const useUpdateCollaboratorMutation = () =>
  useCollaboratorMutation<{ id: number; name: string; type: Collaborator['type'] }, { message: string }>(
    'collaborator/update',
    z.object({ message: z.string(), data: Collaborator }),
  );
export const useRemoveCollaboratorMutation = () =>
  useCollaboratorMutation<{ id: number }, { message: string }>('collaborator/remove', OkResponse);
