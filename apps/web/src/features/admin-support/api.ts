import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssignSupportTicketRequest,
  type CreateSavedReplyRequest,
  OkResponse,
  type OperatorReplyRequest,
  OperatorSupportTicketDetail,
  OperatorSupportTicketPage,
  OperatorTicketSaved,
  SavedReply,
  SavedReplyList,
  type SetSupportTicketStatusRequest,
  SupportAgentList,
  SupportChatAvailability,
  SupportCustomerSidebar,
  type SUPPORT_QUEUE_STATUSES,
} from '@liner/domain';
import { http } from '../../lib/http.js';
import { useRealtimeChange } from '../../lib/realtime-changes.js';

/** The operator's support inbox (server: modules/support, api/admin/support). */
const BASE = '/api/admin/support';

/** The queue's filters as the inbox sets them (SupportQueueQuery on the server). */
export interface InboxFilters {
  status: (typeof SUPPORT_QUEUE_STATUSES)[number];
  assignee: 'any' | 'me' | 'unassigned';
  sort: 'oldest' | 'newest';
  page: number;
}

export const inboxApi = {
  queue: (filters: InboxFilters) => http.get(`${BASE}/tickets`, OperatorSupportTicketPage, { ...filters }),
  single: (id: number) => http.get(`${BASE}/tickets/single`, OperatorSupportTicketDetail, { id }),
  customer: (id: number) => http.get(`${BASE}/tickets/customer`, SupportCustomerSidebar, { id }),
  agents: () => http.get(`${BASE}/agents`, SupportAgentList),
  assign: (body: AssignSupportTicketRequest) => http.post(`${BASE}/tickets/assign`, body, OperatorTicketSaved),
  reply: (body: OperatorReplyRequest) => http.post(`${BASE}/tickets/reply`, body, OperatorTicketSaved),
  status: (body: SetSupportTicketStatusRequest) => http.post(`${BASE}/tickets/status`, body, OperatorTicketSaved),
  savedReplies: () => http.get(`${BASE}/saved-replies`, SavedReplyList),
  saveReply: (body: CreateSavedReplyRequest) => http.post(`${BASE}/saved-replies`, body, SavedReply),
  removeSavedReply: (id: number) => http.delete(`${BASE}/saved-replies?id=${id}`, OkResponse),
  chatAvailability: () => http.get(`${BASE}/chat/availability`, SupportChatAvailability),
  setChatAvailability: (available: boolean) =>
    http.post(`${BASE}/chat/availability`, { available }, SupportChatAvailability),
  endChat: (ticketId: number) => http.post(`${BASE}/chat/end`, { ticket_id: ticketId }, OkResponse),
};

const keys = {
  all: ['admin-support'] as const,
  queue: (filters: InboxFilters) => ['admin-support', 'queue', filters] as const,
  one: (id: number) => ['admin-support', 'one', id] as const,
  customer: (id: number) => ['admin-support', 'customer', id] as const,
  agents: ['admin-support', 'agents'] as const,
  savedReplies: ['admin-support', 'saved-replies'] as const,
  chatAvailability: ['admin-support', 'chat-availability'] as const,
};

/** The queue and the open ticket follow what requesters and other agents write, as it happens. */
export function useInboxLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeChange((change) => {
    if (change.topic !== 'support.ticket') return;
    void queryClient.invalidateQueries({ queryKey: ['admin-support', 'queue'] });
    void queryClient.invalidateQueries({ queryKey: keys.one(change.id) });
    void queryClient.invalidateQueries({ queryKey: keys.chatAvailability });
  });
}

export function useChatAvailabilityQuery() {
  return useQuery({
    queryKey: keys.chatAvailability,
    queryFn: inboxApi.chatAvailability,
    // Taking chats but not yet connected (the realtime socket opens a second after the page):
    // ask again soon, so the count shows the agent as soon as people can reach them.
    refetchInterval: (query) => (query.state.data?.available && !query.state.data.online ? 2_000 : 30_000),
  });
}

export function useSetChatAvailabilityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inboxApi.setChatAvailability,
    onSuccess: (answer) => queryClient.setQueryData(keys.chatAvailability, answer),
  });
}

export function useSupportQueueQuery(filters: InboxFilters) {
  return useQuery({
    queryKey: keys.queue(filters),
    queryFn: () => inboxApi.queue(filters),
    placeholderData: keepPreviousData,
  });
}

export function useInboxTicketQuery(id: number) {
  return useQuery({ queryKey: keys.one(id), queryFn: () => inboxApi.single(id), enabled: id > 0 });
}

export function useCustomerQuery(id: number) {
  return useQuery({ queryKey: keys.customer(id), queryFn: () => inboxApi.customer(id), enabled: id > 0 });
}

export function useAgentsQuery() {
  return useQuery({ queryKey: keys.agents, queryFn: inboxApi.agents, staleTime: 60_000 });
}

export function useSavedRepliesQuery() {
  return useQuery({ queryKey: keys.savedReplies, queryFn: inboxApi.savedReplies });
}

function useInvalidateInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useAssignMutation() {
  return useMutation({ mutationFn: inboxApi.assign, onSuccess: useInvalidateInbox() });
}

export function useReplyMutation() {
  return useMutation({ mutationFn: inboxApi.reply, onSuccess: useInvalidateInbox() });
}

export function useStatusMutation() {
  return useMutation({ mutationFn: inboxApi.status, onSuccess: useInvalidateInbox() });
}

export function useSaveReplyMutation() {
  return useMutation({ mutationFn: inboxApi.saveReply, onSuccess: useInvalidateInbox() });
}

export function useEndChatMutation() {
  return useMutation({ mutationFn: inboxApi.endChat, onSuccess: useInvalidateInbox() });
}

export function useRemoveSavedReplyMutation() {
  return useMutation({ mutationFn: inboxApi.removeSavedReply, onSuccess: useInvalidateInbox() });
}
