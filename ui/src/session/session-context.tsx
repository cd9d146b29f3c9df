import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError, onUnauthorized } from '../api/api-client';

export interface SessionUser {
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

export interface Session {
  user: SessionUser | null;
  loading: boolean;
  /** Re-reads /auth/me. */
  refresh: () => Promise<SessionUser | null>;
  /** Sets the user from an answer that already carries it (login, register). */
  signIn: (user: SessionUser) => void;
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

async function fetchMe(): Promise<SessionUser | null> {
  try {
    return await api.get<SessionUser>('/auth/me', { expectUnauthorized: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  initialUser?: SessionUser | null;
}) {
  const [user, setUser] = useState<SessionUser | null>(initialUser ?? null);
  const [loading, setLoading] = useState(initialUser === undefined);

  const refresh = useCallback(async () => {
    try {
      const me = await fetchMe();
      setUser(me);
      return me;
    } catch {
      // An unreachable API leaves the visitor anonymous rather than blocking every page.
      setUser(null);
      return null;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (initialUser !== undefined) return;
    let live = true;
    fetchMe()
      .catch(() => null)
      .then((me) => {
        if (!live) return;
        setUser(me);
        setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [initialUser]);

  useEffect(() => onUnauthorized(() => setUser(null)), []);

  const logout = useCallback(async () => {
    try {
      await api.post('/auth/logout', undefined, { expectUnauthorized: true });
    } finally {
      setUser(null);
    }
  }, []);

  const signIn = useCallback((next: SessionUser) => {
    setUser(next);
    setLoading(false);
  }, []);

  const value = useMemo(
    () => ({ user, loading, refresh, signIn, logout }),
    [user, loading, refresh, signIn, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider> (the shell provides it).');
  return session;
}
