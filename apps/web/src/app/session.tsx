import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MeResponse, type User } from '@liner/domain';
import { HttpError, http, onUnauthorized, tokenStore } from '../lib/http.js';

export type SessionStatus = 'loading' | 'guest' | 'authenticated';

export interface Session {
  status: SessionStatus;
  me: MeResponse | null;
  user: User | null;
  /** Loading the current user failed; the token was dropped and the guard routes by rule 15. */
  loadFailed: boolean;
  /** Stores the token (cookie, 7 days) and loads the user. */
  signIn(token: string): Promise<void>;
  /** Revokes the token on the server, drops the cookie and the cached user. */
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
export const ME_QUERY_KEY = ['auth', 'me'] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hasToken = !!tokenStore.get();
  const meQuery = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => http.get('/api/auth/me', MeResponse),
    enabled: hasToken,
    retry: (failures, error) => !(error instanceof HttpError && error.status < 500) && failures < 2,
    staleTime: 30_000,
  });

  useEffect(() => onUnauthorized(() => queryClient.setQueryData(ME_QUERY_KEY, null)), [queryClient]);

  // When loading the current user fails, the token is cleared and the user signed out.
  useEffect(() => {
    if (meQuery.isError) tokenStore.clear();
  }, [meQuery.isError]);

  // A banned user has the token cookie removed and the page reloads.
  useEffect(() => {
    if (meQuery.data?.user.banned) {
      tokenStore.clear();
      location.reload();
    }
  }, [meQuery.data]);

  const signIn = useCallback(
    async (token: string) => {
      tokenStore.set(token);
      await queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: () => http.get('/api/auth/me', MeResponse) });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      if (tokenStore.get()) await http.post('/api/auth/logout');
    } catch {
      // The token may already be invalid; signing out locally is what matters.
    }
    tokenStore.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const me = tokenStore.get() ? (meQuery.data ?? null) : null;
  const status: SessionStatus = me ? 'authenticated' : hasToken && meQuery.isPending ? 'loading' : 'guest';
  const loadFailed = meQuery.isError;
  const value = useMemo<Session>(
    () => ({ status, me, user: me?.user ?? null, loadFailed, signIn, signOut, refresh }),
    [status, me, loadFailed, signIn, signOut, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
