// The calls of signing in and out (spec §7): registration and login (both may ask for a
// proof of work during a burst, docs/protocols/limits.md: pow.ts), the signed-in user's profile, forgot
// password (docs/decisions/0014-numbers-prizes-packages.md: the recovery code, the admin's reset link) and the demo's example address.
import type {
  AuthResponse,
  ProfileUpdateInput,
  RecoverResponse,
  RegisterInput,
  RegisterResponse,
  User,
} from '@rifa/shared';
import { request } from '../../api/client.ts';
import { getApiBaseUrl } from '../../lib/storage.ts';
import { withProofOfWork } from './pow.ts';

export const authApi = {
  register: (input: RegisterInput) =>
    withProofOfWork((pow) =>
      request<RegisterResponse>('POST', '/auth/register', {
        body: pow ? { ...input, pow } : input,
        fallback: 'errors.register',
      }),
    ),
  login: (email: string, password: string) =>
    withProofOfWork((pow) =>
      request<AuthResponse>('POST', '/auth/login', {
        body: pow ? { email, password, pow } : { email, password },
        fallback: 'errors.login',
      }),
    ),
  me: () => request<User>('GET', '/user/me', { fallback: 'errors.profile' }),
  /**
   * A password change revokes every older session token and answers a new one in
   * `X-Auth-Token` (docs/protocols/http-api.md#authentication-and-roles): the caller keeps
   * it, or this tab would be logged out on its next call.
   */
  updateMe: async (input: ProfileUpdateInput): Promise<{ user: User; token: string | null }> => {
    let token: string | null = null;
    const user = await request<User>('PUT', '/user/me', {
      body: input,
      fallback: 'errors.updateProfile',
      onHeaders: (headers) => {
        token = headers.get('X-Auth-Token');
      },
    });
    return { user, token };
  },

  recover: (email: string, code: string, newPassword: string) =>
    request<RecoverResponse>('POST', '/auth/recover', {
      body: { email, code, new_password: newPassword },
      fallback: 'recover.error',
    }),
  resetWithLink: (token: string, newPassword: string) =>
    request<AuthResponse>('POST', '/auth/reset', {
      body: { token, new_password: newPassword },
      fallback: 'recover.error',
    }),

  /**
   * docs/protocols/no-javascript.md: the session a form started (the cookie's), as a login
   * answer; null when there is none. The header is what another site's page cannot send.
   */
  pickUpSession: async (): Promise<AuthResponse | null> => {
    try {
      const response = await fetch(`${getApiBaseUrl()}/sessao`, {
        headers: { Accept: 'application/json', 'X-Rifa-Sessao': '1' },
        credentials: 'same-origin',
      });
      if (!response.ok) return null;
      const body = (await response.json()) as Partial<AuthResponse>;
      return typeof body.token === 'string' && body.user ? (body as AuthResponse) : null;
    } catch {
      return null;
    }
  },
  /** Ends the pages' cookie session too (the bearer token is simply forgotten). */
  endCookieSession: () =>
    request<void>('POST', '/api/auth/logout', { fallback: 'errors.profile' }).catch(() => {
      // Offline: the cookie ends with its 7 days, or at the next logout.
    }),

  /** Demo mode only: a valid regtest address for the register form. */
  devExampleAddress: () =>
    request<{ address: string }>('GET', '/api/dev/example-address', {
      fallback: 'errors.exampleAddress',
    }),
};
