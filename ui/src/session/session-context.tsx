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
import { AUTH_ENDPOINTS } from '@agency/contracts/endpoints/auth';
import { ApiError, callEndpoint, onUnauthorized } from '../api/api-client';

export interface SessionUser {
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  /** The language the account chose (the session read and a sign-in answer it): the signed-in pages follow it. */
  language?: string;
  /** An admin without a second sign-in step: until when the back office stays open to them without one. */
  secondFactorSetup?: { requiredFrom: string; overdue: boolean };
}

export interface Session {
  user: SessionUser | null;
  loading: boolean;
  /**
   * The API could not be reached (or failed) when the session was read: the user stays as last known (unknown on a
   * first visit, so guarded pages keep waiting instead of sending a signed-in customer to the login page), and the
   * session is read again with backoff until the API answers.
   */
  unreachable: boolean;
  /** Re-reads who is signed in. */
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

/** First retry after a second, doubling up to half a minute, for as long as the page is open. */
export const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Who is signed in. `/auth/session` answers 200 for everyone, so an anonymous page logs no failed request. Any
 * other answer from the server (an API without that route) means anonymous; only a failed request or a 5xx throws.
 */
async function fetchMe(): Promise<SessionUser | null> {
  try {
    return (
      await callEndpoint<{ user: SessionUser | null }>(AUTH_ENDPOINTS.session, { expectUnauthorized: true })
    ).user;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
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
  const [unreachable, setUnreachable] = useState(false);
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

  const known = useCallback((me: SessionUser | null) => {
    setUser(me);
    setLoading(false);
    setUnreachable(false);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const me = await fetchMe();
      known(me);
      return me;
    } catch {
      setUnreachable(true);
      return signedInUser.current;
    }
  }, [known]);

  useEffect(() => {
    if (initialUser !== undefined) return;
    let live = true;
    fetchMe().then(
      (me) => live && known(me),
      () => live && setUnreachable(true),
    );
    return () => {
      live = false;
    };
  }, [initialUser, known]);

  useEffect(() => {
    if (!unreachable) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const retryAfter = (delay: number) => {
      timer = setTimeout(() => {
        fetchMe().then(
          (me) => live && known(me),
          () => live && retryAfter(Math.min(delay * 2, RETRY_MAX_MS)),
        );
      }, delay);
    };
    retryAfter(RETRY_FIRST_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [unreachable, known]);

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
      await callEndpoint(AUTH_ENDPOINTS.logout, { expectUnauthorized: true });
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
    () => ({
      user,
      loading,
      unreachable,
      refresh,
      signIn,
      logout,
      expired,
      signedInAgain,
      giveUpSignInAgain,
    }),
    [user, loading, unreachable, refresh, signIn, logout, expired, signedInAgain, giveUpSignInAgain],
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
