import type { AuthResponse, ProfileUpdateInput, RegisterInput, User } from '@rifa/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { onUnauthorized } from '../../api/client.ts';
import { useHydrationData } from '../../hooks/use-page-data.tsx';
import { getToken, setToken } from '../../lib/storage.ts';
import { authApi } from './api.ts';

// Auth state of spec §4: loading → authenticated | unauthenticated. On start a saved
// token fetches the profile; failure removes the token. Login and register store the
// token and set the user; logout removes both; a profile update replaces the user.
// docs/protocols/no-javascript.md: a page the server rendered for a form session (the cookie)
// renders first as that session's user, as the server did; then, without a token of its own,
// the SPA picks that session up (GET /sessao) as a login. Logging out ends the cookie too.

type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  login(email: string, password: string): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  logout(): void;
  updateProfile(input: ProfileUpdateInput): Promise<User>;
  /** Re-read the profile (ticket counters change after a payment). */
  refreshUser(): Promise<void>;
  /**
   * docs/decisions/0014-numbers-prizes-packages.md: a recovery code to show once (after registration or a recovery), kept in
   * memory only; null once the user said it is saved.
   */
  recoveryCode: string | null;
  showRecoveryCode(code: string | null): void;
  /** Starts the session a recovery or a reset link returned. */
  signIn(response: AuthResponse): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const sessionUser = useHydrationData()?.session?.user ?? null;
  const [user, setUser] = useState<User | null>(sessionUser);
  const [recoveryCode, showRecoveryCode] = useState<string | null>(null);
  const [status, setStatus] = useState<AuthStatus>(() =>
    getToken() ? 'loading' : sessionUser ? 'authenticated' : 'unauthenticated',
  );
  // Read once: the first render's (server's) session is the one to pick up.
  const [cookieSession] = useState(() => sessionUser !== null);

  const signOut = useCallback(() => {
    setToken(null);
    setUser(null);
    showRecoveryCode(null);
    setStatus('unauthenticated');
  }, []);

  const signIn = useCallback((response: AuthResponse) => {
    setToken(response.token);
    setUser(response.user);
    setStatus('authenticated');
  }, []);

  useEffect(() => {
    if (getToken() || !cookieSession) return;
    let cancelled = false;
    void authApi.pickUpSession().then((response) => {
      if (cancelled || getToken()) return;
      if (response) signIn(response);
      else signOut();
    });
    return () => {
      cancelled = true;
    };
  }, [cookieSession, signIn, signOut]);

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    authApi
      .me()
      .then((me) => {
        if (cancelled) return;
        setUser(me);
        setStatus('authenticated');
      })
      .catch(() => {
        if (!cancelled) signOut();
      });
    return () => {
      cancelled = true;
    };
  }, [signOut]);

  // An expired or revoked token (7-day JWT, docs/protocols/http-api.md#authentication-and-roles) logs the user out.
  useEffect(() => onUnauthorized(signOut), [signOut]);

  const login = useCallback(async (email: string, password: string) => {
    const { token, user: next } = await authApi.login(email, password);
    setToken(token);
    setUser(next);
    setStatus('authenticated');
    return next;
  }, []);

  const register = useCallback(async (input: RegisterInput) => {
    const { token, user: next, recovery_code } = await authApi.register(input);
    // An older server sends no code: nothing to show.
    showRecoveryCode(recovery_code ?? null);
    setToken(token);
    setUser(next);
    setStatus('authenticated');
    return next;
  }, []);

  const updateProfile = useCallback(async (input: ProfileUpdateInput) => {
    const { user: next, token } = await authApi.updateMe(input);
    // A password change: this session goes on with the new token, the others have ended.
    if (token) setToken(token);
    setUser(next);
    return next;
  }, []);

  const refreshUser = useCallback(async () => {
    if (!getToken()) return;
    try {
      setUser(await authApi.me());
    } catch {
      // Keep the current user; a 401 already signed out through onUnauthorized.
    }
  }, []);

  const logout = useCallback(() => {
    signOut();
    void authApi.endCookieSession();
  }, [signOut]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      login,
      register,
      logout,
      updateProfile,
      refreshUser,
      recoveryCode,
      showRecoveryCode,
      signIn,
    }),
    [status, user, login, register, logout, updateProfile, refreshUser, recoveryCode, signIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
