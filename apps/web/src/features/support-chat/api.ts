import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_CHAT_LIMITS, SupportChatState } from '@liner/domain';
import { http } from '../../lib/http.js';
import { useRealtimeChange } from '../../lib/realtime-changes.js';

/** Live chat with support as the person sees it (server: modules/support, api/portal/support/chat). */
const BASE = '/api/portal/support/chat';

const chatApi = {
  state: () => http.get(BASE, SupportChatState),
  start: (message: string) => http.post(`${BASE}/start`, { message }, SupportChatState),
  send: (body: { ticket_id: number; message: string }) => http.post(`${BASE}/message`, body, SupportChatState),
  end: (ticketId: number) => http.post(`${BASE}/end`, { ticket_id: ticketId }, SupportChatState),
};

const STATE_KEY = ['support-chat'] as const;

/**
 * The chat window's state. Asked again every 30 s while shown (agents come and go) and at once
 * when the realtime channel says the chat's ticket changed.
 */
export function useChatStateQuery(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: STATE_KEY,
    queryFn: chatApi.state,
    enabled,
    refetchInterval: SUPPORT_CHAT_LIMITS.presencePollMs,
  });
  const chatId = query.data?.chat?.ticket_id;
  useRealtimeChange((change) => {
    if (enabled && change.topic === 'support.ticket' && change.id === chatId)
      void queryClient.invalidateQueries({ queryKey: STATE_KEY });
  });
  return query;
}

/** Every write answers the new state: it replaces the cached one, no second request. */
function useChatWrite<T>(write: (input: T) => Promise<SupportChatState>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (state) => queryClient.setQueryData(STATE_KEY, state) });
}

export const useStartChatMutation = () => useChatWrite(chatApi.start);
export const useSendChatMutation = () => useChatWrite(chatApi.send);
export const useEndChatMutation = () => useChatWrite(chatApi.end);
