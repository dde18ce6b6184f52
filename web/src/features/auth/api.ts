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

  /** Demo mode only: a valid regtest address for the register form. */
  devExampleAddress: () =>
    request<{ address: string }>('GET', '/api/dev/example-address', {
      fallback: 'errors.exampleAddress',
    }),
};
