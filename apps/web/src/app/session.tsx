import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MeResponse, type User } from '@liner/domain';
import { HttpError, http, onUnauthorized, sessionMarker } from '../lib/http.js';
import { clearStoredPermissions, storePermissions } from './stored-permissions.js';

export type SessionStatus = 'loading' | 'guest' | 'authenticated';

export interface Session {
  status: SessionStatus;
  me: MeResponse | null;
  user: User | null;
  /** Loading the current user failed; the session marker was dropped and the guard routes by rule 15. */
  loadFailed: boolean;
  /** Loads the user of the session the sign-in answer opened (the server set its httpOnly cookie). */
  signIn(): Promise<void>;
  /** Ends the session on the server (which clears its cookies) and drops the cached user. */
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
export const ME_QUERY_KEY = ['auth', 'me'] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hasToken = sessionMarker.present();
  const meQuery = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => http.get('/api/auth/me', MeResponse),
    enabled: hasToken,
    retry: (failures, error) => !(error instanceof HttpError && error.status < 500) && failures < 2,
    staleTime: 30_000,
  });

  useEffect(() => onUnauthorized(() => queryClient.setQueryData(ME_QUERY_KEY, null)), [queryClient]);

  // When loading the current user fails, the user is signed out here (the server drops a dead cookie itself).
  useEffect(() => {
    if (meQuery.isError) sessionMarker.clear();
  }, [meQuery.isError]);

  // A banned user is signed out and the page reloads (the server refuses a suspended person's cookie).
  useEffect(() => {
    if (meQuery.data?.user.banned) {
      sessionMarker.clear();
      location.reload();
    }
  }, [meQuery.data]);

  // The account switched into keeps its permissions locally (guard rule 1); back on one's own
  // account there are none. Kept in step with `me`, which the server decides from the session.
  useEffect(() => {
    if (!meQuery.data) return;
    if (meQuery.data.acting) storePermissions(meQuery.data.acting.permissions);
    else clearStoredPermissions();
  }, [meQuery.data]);

  const signIn = useCallback(async () => {
    await queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: () => http.get('/api/auth/me', MeResponse) });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      if (sessionMarker.present()) await http.post('/api/auth/logout');
    } catch {
      // The session may already be over; signing out locally is what matters.
    }
    sessionMarker.clear();
    clearStoredPermissions();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const me = sessionMarker.present() ? (meQuery.data ?? null) : null;
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
