import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import {
  REALTIME_CHANGE_EVENT,
  REALTIME_EVENT,
  REALTIME_SETUP_DEBOUNCE_MS,
  RealtimeChange,
  UserNotificationEvent,
} from '@liner/domain';
import { emitRealtimeChange } from '../lib/realtime-changes.js';
import { useToasts } from '../ui/toasts.js';
import { ME_QUERY_KEY, useSession } from './session.js';

/**
 * The realtime channel is set up only when authenticated with a user id, set up again
 * (debounced 1 s) on login or user change, and torn down on logout. socket.io-client is loaded
 * only then, so guests never download it.
 */
export function useRealtimeNotifications(): void {
  const { user } = useSession();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let socket: Socket | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void (async () => {
        try {
          const { io } = await import('socket.io-client');
          if (cancelled) return;
          // Same origin: the handshake carries the httpOnly session cookie, as every API call does.
          // WebSocket first: its handshake always names the page's origin, which the server checks.
          socket = io({ path: '/socket.io', transports: ['websocket', 'polling'] });
          socket.on(REALTIME_EVENT, (payload: unknown) => {
            const event = UserNotificationEvent.safeParse(payload);
            toasts.push(event.success ? event.data : { message: '' });
            void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          });
          socket.on(REALTIME_CHANGE_EVENT, (payload: unknown) => {
            const change = RealtimeChange.safeParse(payload);
            if (change.success) emitRealtimeChange(change.data);
          });
          // Realtime setup failures are only logged.
          socket.on('connect_error', (error) => console.warn('Realtime connection failed:', error.message));
        } catch (error) {
          console.warn('Realtime setup failed:', error);
        }
      })();
    }, REALTIME_SETUP_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      socket?.disconnect();
    };
  }, [userId, toasts, queryClient]);
}

/** Mounted once inside the providers. */
export function RealtimeNotifications(): null {
  useRealtimeNotifications();
  return null;
}
