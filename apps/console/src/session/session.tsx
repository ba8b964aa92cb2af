import {
  consoleDoneResponseSchema,
  consoleMeResponseSchema,
  consolePaths,
  type StaffView,
} from '@account-centre/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ConsoleApi, endsSession } from '#lib/api-client.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; ended: boolean }
  | { status: 'signed-in'; staff: StaffView };

interface SessionContextValue {
  api: ConsoleApi;
  session: SessionState;
  /** After the second sign-in step: reads GET /me (the role and CSRF token). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * The console session: GET /me on start tells who is signed in (and their CSRF token); any call
 * answered 40110/40112 ends it and the sign-in is shown again.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const api = useMemo(
    () =>
      new ConsoleApi({ onSessionEnded: () => setSession({ status: 'signed-out', ended: true }) }),
    [],
  );

  const refresh = useCallback(async () => {
    try {
      const me = await api.get(consolePaths.me, consoleMeResponseSchema);
      api.setCsrfToken(me.data.csrfToken);
      setSession({ status: 'signed-in', staff: me.data });
    } catch (error) {
      setSession({ status: 'signed-out', ended: endsSession(error) });
      throw error;
    }
  }, [api]);

  const signOut = useCallback(async () => {
    try {
      await api.send('POST', consolePaths.signOut, consoleDoneResponseSchema);
    } catch {
      // Signed out either way: the cookie is gone or was already refused.
    }
    api.setCsrfToken(undefined);
    setSession({ status: 'signed-out', ended: false });
  }, [api]);

  useEffect(() => {
    let live = true;
    api.get(consolePaths.me, consoleMeResponseSchema).then(
      (me) => {
        if (!live) return;
        api.setCsrfToken(me.data.csrfToken);
        setSession({ status: 'signed-in', staff: me.data });
      },
      () => {
        if (live) setSession({ status: 'signed-out', ended: false });
      },
    );
    return () => {
      live = false;
    };
  }, [api]);

  const value = useMemo(
    () => ({ api, session, refresh, signOut }),
    [api, session, refresh, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in staff member (pages under the shell only). */
export function useStaff(): StaffView {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useStaff while signed out');
  return session.staff;
}
