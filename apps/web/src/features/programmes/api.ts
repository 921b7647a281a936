import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DecideProgrammeSubmissionRequest,
  OperatorProgrammeDetail,
  OperatorProgrammePage,
  OperatorProgrammeSaved,
  ProgrammeEligibility,
  type ProgrammeKey,
  ProgrammeReleasePage,
  ProgrammeSubmissionDetail,
  ProgrammeSubmissionPage,
  ProgrammeSubmissionSaved,
} from '@liner/domain';
import { http } from '../../lib/http.js';

/** The programme engine's calls (server: modules/programmes). Paths live here only. */
const portal = (key: ProgrammeKey) => `/api/portal/programmes/${key}`;
const ADMIN = '/api/admin/programmes/submissions';

export interface SubmissionListFilter {
  kind?: string;
  page: number;
}

export interface QueueFilter {
  programme?: ProgrammeKey;
  state?: string;
  page: number;
}

export const programmesApi = {
  list: (key: ProgrammeKey, filter: SubmissionListFilter) =>
    http.get(`${portal(key)}/submissions`, ProgrammeSubmissionPage, { ...filter, per_page: 10 }),
  one: (key: ProgrammeKey, id: number) => http.get(`${portal(key)}/submissions/${id}`, ProgrammeSubmissionDetail),
  eligibility: (key: ProgrammeKey) => http.get(`${portal(key)}/eligibility`, ProgrammeEligibility),
  releases: (key: ProgrammeKey) => http.get(`${portal(key)}/releases`, ProgrammeReleasePage, { per_page: 50 }),
  submit: (key: ProgrammeKey, payload: Record<string, unknown>) =>
    http.post(`${portal(key)}/submit`, { payload }, ProgrammeSubmissionSaved),
  remove: (key: ProgrammeKey, id: number) => http.post(`${portal(key)}/remove`, { id }, ProgrammeSubmissionSaved),
  queue: (filter: QueueFilter) => http.get(ADMIN, OperatorProgrammePage, { ...filter, per_page: 20 }),
  operatorOne: (id: number) => http.get(`${ADMIN}/${id}`, OperatorProgrammeDetail),
  decide: (id: number, body: DecideProgrammeSubmissionRequest) =>
    http.post(`${ADMIN}/${id}/decide`, body, OperatorProgrammeSaved),
};

const keys = {
  all: ['programmes'] as const,
  list: (key: ProgrammeKey, filter: SubmissionListFilter) => ['programmes', key, 'list', filter] as const,
  one: (key: ProgrammeKey, id: number) => ['programmes', key, 'one', id] as const,
  eligibility: (key: ProgrammeKey) => ['programmes', key, 'eligibility'] as const,
  releases: (key: ProgrammeKey) => ['programmes', key, 'releases'] as const,
  queue: (filter: QueueFilter) => ['programmes', 'queue', filter] as const,
  operatorOne: (id: number) => ['programmes', 'queue', 'one', id] as const,
};

export function useProgrammeSubmissionsQuery(key: ProgrammeKey, filter: SubmissionListFilter) {
  return useQuery({
    queryKey: keys.list(key, filter),
    queryFn: () => programmesApi.list(key, filter),
    placeholderData: keepPreviousData,
  });
}

export function useProgrammeSubmissionQuery(key: ProgrammeKey, id: number) {
  return useQuery({ queryKey: keys.one(key, id), queryFn: () => programmesApi.one(key, id), enabled: id > 0 });
}

export function useProgrammeEligibilityQuery(key: ProgrammeKey) {
  return useQuery({ queryKey: keys.eligibility(key), queryFn: () => programmesApi.eligibility(key) });
}

export function useProgrammeReleasesQuery(key: ProgrammeKey) {
  return useQuery({ queryKey: keys.releases(key), queryFn: () => programmesApi.releases(key) });
}

function useInvalidateProgrammes() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useSubmitProgrammeMutation(key: ProgrammeKey) {
  const invalidate = useInvalidateProgrammes();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => programmesApi.submit(key, payload),
    onSuccess: invalidate,
  });
}

export function useRemoveSubmissionMutation(key: ProgrammeKey) {
  const invalidate = useInvalidateProgrammes();
  return useMutation({ mutationFn: (id: number) => programmesApi.remove(key, id), onSuccess: invalidate });
}

export function useProgrammeQueueQuery(filter: QueueFilter) {
  return useQuery({
    queryKey: keys.queue(filter),
    queryFn: () => programmesApi.queue(filter),
    placeholderData: keepPreviousData,
  });
}

export function useOperatorSubmissionQuery(id: number | null) {
  return useQuery({
    queryKey: keys.operatorOne(id ?? 0),
    queryFn: () => programmesApi.operatorOne(id ?? 0),
    enabled: id !== null,
  });
}

export function useDecideSubmissionMutation() {
  const invalidate = useInvalidateProgrammes();
  return useMutation({
    mutationFn: ({ id, ...body }: DecideProgrammeSubmissionRequest & { id: number }) => programmesApi.decide(id, body),
    onSuccess: invalidate,
  });
}
