// The participant's own account (docs/decisions/0014-numbers-prizes-packages.md): a new recovery code, their data (LGPD) and the
// deletion of the account.
import type { ClaimLink, DeletionStakes } from '@rifa/shared';
import { request } from '../../api/client.ts';

export const accountApi = {
  newRecoveryCode: (currentPassword: string) =>
    request<{ recovery_code: string }>('POST', '/user/me/recovery-code', {
      body: { current_password: currentPassword },
      fallback: 'account.newCodeError',
    }),
  myData: () =>
    request<Record<string, unknown>>('GET', '/user/me/data', { fallback: 'account.downloadError' }),
  /** What deleting the account leaves behind (docs/protocols/prize-delivery.md#deleting-an-account). */
  deletionStakes: (signal?: AbortSignal) =>
    request<DeletionStakes>('GET', '/user/me/deletion', {
      fallback: 'account.deleteDialog.loadError',
      signal,
    }),
  /** A claim link, shown once: the older ones stop working. */
  newClaimLink: () =>
    request<ClaimLink>('POST', '/user/me/claim-link', {
      fallback: 'account.deleteDialog.linkError',
    }),
  /** 409 with code 'unpaid_claims' until `confirm` is true when a prize or refund is unpaid. */
  deleteMe: (password: string, confirm: boolean) =>
    request<void>('DELETE', '/user/me', {
      body: { password, confirm },
      fallback: 'account.deleteError',
    }),
};
