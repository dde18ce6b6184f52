// Issue 14's calls, beside the main client (client.ts): forgot password, the participant's
// data (LGPD), the raffle ranking and the admin's reset link.
import type { AuthResponse, RankingEntry, RecoverResponse, ResetLinkResponse } from '@rifa/shared';
import { request } from './client.ts';

const rifa = (id: number | string) => `/api/rifa/${encodeURIComponent(String(id))}`;

export const accountApi = {
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
  newRecoveryCode: (currentPassword: string) =>
    request<{ recovery_code: string }>('POST', '/user/me/recovery-code', {
      body: { current_password: currentPassword },
      fallback: 'account.newCodeError',
    }),
  myData: () =>
    request<Record<string, unknown>>('GET', '/user/me/data', { fallback: 'account.downloadError' }),
  /** 409 with code 'unpaid_claims' until `confirm` is true when a prize or refund is unpaid. */
  deleteMe: (password: string, confirm: boolean) =>
    request<void>('DELETE', '/user/me', {
      body: { password, confirm },
      fallback: 'account.deleteError',
    }),
  ranking: async (raffleId: number | string, signal?: AbortSignal) =>
    (
      await request<{ data: RankingEntry[] }>('GET', `${rifa(raffleId)}/ranking`, {
        fallback: 'ranking.error',
        signal,
      })
    ).data,
  resetLink: (userId: number) =>
    request<ResetLinkResponse>('POST', `/api/admin/users/${userId}/reset-link`, {
      body: {},
      fallback: 'admin.resetLinkError',
    }),
};

/** Saves `data` as a JSON file through the browser's download (no server round trip). */
export function downloadJson(data: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
