import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
  /**
   * The signed-in user's session ended under them (the API answered 401): the page stays, and the sign-in-again
   * dialog asks them to sign in in place. Cleared by signing in, logging out or `giveUpSignInAgain`.
   */
  expired: boolean;
  /** Resolves true once the user has signed in again after `expired`, false if they gave up. */
  signedInAgain: () => Promise<boolean>;
  /** The user closed the sign-in-again dialog: the guard then sends them to /login as for any anonymous visitor. */
  giveUpSignInAgain: () => void;
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
  const [expired, setExpired] = useState(false);
  const signedInUser = useRef(user);
  useEffect(() => {
    signedInUser.current = user;
  }, [user]);
  const waiting = useRef(new Set<(back: boolean) => void>());
  const settleWaiting = useCallback((back: boolean) => {
    const waiters = [...waiting.current];
    waiting.current.clear();
    waiters.forEach((resolve) => resolve(back));
  }, []);

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

  useEffect(
    () =>
      onUnauthorized(() => {
        if (signedInUser.current) setExpired(true);
        setUser(null);
      }),
    [],
  );

  const logout = useCallback(async () => {
    try {
      await api.post('/auth/logout', undefined, { expectUnauthorized: true });
    } finally {
      setUser(null);
      setExpired(false);
      settleWaiting(false);
    }
  }, [settleWaiting]);

  const signIn = useCallback(
    (next: SessionUser) => {
      setUser(next);
      setLoading(false);
      setExpired(false);
      settleWaiting(true);
    },
    [settleWaiting],
  );

  const signedInAgain = useCallback(
    () => new Promise<boolean>((resolve) => waiting.current.add(resolve)),
    [],
  );

  const giveUpSignInAgain = useCallback(() => {
    setExpired(false);
    settleWaiting(false);
  }, [settleWaiting]);

  const value = useMemo(
    () => ({ user, loading, refresh, signIn, logout, expired, signedInAgain, giveUpSignInAgain }),
    [user, loading, refresh, signIn, logout, expired, signedInAgain, giveUpSignInAgain],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session when the form or component is inside a SessionProvider, else null (isolated component tests). */
export function useSessionIfAny(): Session | null {
  return useContext(SessionContext);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider> (the shell provides it).');
  return session;
}
