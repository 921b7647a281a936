import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateSupportTicketRequest,
  type GuestSupportTicketRequest,
  GuestSupportTicketResponse,
  SupportAttachmentUploaded,
  type SupportListStatus,
  SupportTicketDetail,
  SupportTicketPage,
  SupportTicketSaved,
  type UpdateSupportTicketRequest,
} from '@liner/domain';
import { http, upload } from './http.js';
import { useRealtimeChange } from './realtime-changes.js';

/** Support tickets as their requester sees them (server: modules/support). Paths live here only. */
const PORTAL = '/api/portal/support';

export const supportApi = {
  list: (status: SupportListStatus, page = 1, perPage = 10) =>
    http.get(`${PORTAL}/tickets/get/${status}`, SupportTicketPage, { page, per_page: perPage }),
  single: (id: number, custom: boolean) =>
    http.get(`${PORTAL}/tickets/${custom ? 'custom-single' : 'single'}`, SupportTicketDetail, { id }),
  create: (body: CreateSupportTicketRequest) => http.post(`${PORTAL}/tickets/create`, body, SupportTicketSaved),
  update: (body: UpdateSupportTicketRequest) => http.post(`${PORTAL}/tickets/update`, body, SupportTicketSaved),
  createAsGuest: (body: GuestSupportTicketRequest) =>
    http.post('/api/support/tickets/create', body, GuestSupportTicketResponse),
  attach: (file: File, onProgress?: (fraction: number) => void) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return upload(`${PORTAL}/attachments`, SupportAttachmentUploaded, {
      body,
      onProgress: (sent, total) => onProgress?.(total > 0 ? sent / total : 0),
    });
  },
};

const keys = {
  all: ['support'] as const,
  list: (status: SupportListStatus, page: number, perPage: number) =>
    ['support', 'list', status, page, perPage] as const,
  one: (id: number, custom: boolean) => ['support', 'one', id, custom] as const,
};

export function useSupportTicketsQuery(status: SupportListStatus, page = 1, perPage = 10, enabled = true) {
  return useQuery({
    queryKey: keys.list(status, page, perPage),
    queryFn: () => supportApi.list(status, page, perPage),
    enabled,
  });
}

export function useSupportTicketQuery(id: number, custom: boolean) {
  return useQuery({ queryKey: keys.one(id, custom), queryFn: () => supportApi.single(id, custom), enabled: id > 0 });
}

/** Fetches the person's tickets again when one of them changes (an agent's answer, a new state). */
export function useSupportLiveUpdates(): void {
  const invalidate = useInvalidateSupport();
  useRealtimeChange((change) => {
    if (change.topic === 'support.ticket') void invalidate();
  });
}

function useInvalidateSupport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useCreateTicketMutation() {
  const invalidate = useInvalidateSupport();
  return useMutation({ mutationFn: supportApi.create, onSuccess: invalidate });
}

export function useUpdateTicketMutation() {
  const invalidate = useInvalidateSupport();
  return useMutation({ mutationFn: supportApi.update, onSuccess: invalidate });
}

export function useGuestTicketMutation() {
  return useMutation({ mutationFn: supportApi.createAsGuest });
}
