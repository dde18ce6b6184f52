// The admin's raffle calls (Criar Rifa, Gerenciar): create and edit a raffle, its prize photos
// (sent with their progress, api/upload-file.ts), the on-chain payouts and refunds owed
// (docs/protocols/draw.md), the draw anchors (docs/protocols/draw-v2.md) and the per-raffle CSV exports (docs/decisions/0016-operator-cockpit-release.md,
// saved from a Blob URL: api/admin-download.ts).
import type {
  AdminAnchor,
  AdminDelivery,
  AdminPayout,
  AdminRefund,
  ExportKind,
  Raffle,
  RaffleCreateInput,
  RafflePhoto,
  RaffleUpdateInput,
} from '@rifa/shared';
import { downloadAdminFile } from '../../api/admin-download.ts';
import { request, requestList } from '../../api/client.ts';
import { uploadFile } from '../../api/upload-file.ts';

const photosPath = (raffleId: number) => `/api/rifa/admin/${raffleId}/photos`;

/** 'attachment; filename="rifa-7-compras.csv"' → 'rifa-7-compras.csv'. */
function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export const raffleAdminApi = {
  createRaffle: (input: RaffleCreateInput) =>
    request<Raffle>('POST', '/api/rifa/admin', { body: input, fallback: 'errors.createRaffle' }),
  updateRaffle: (id: number, input: RaffleUpdateInput) =>
    request<Raffle>('PUT', `/api/rifa/${id}`, { body: input, fallback: 'errors.updateRaffle' }),

  /** POST the file; `onProgress` gets the fraction sent (0..1). Errors are ApiErrors in pt-BR. */
  uploadRafflePhoto: (
    raffleId: number,
    file: Blob,
    onProgress?: (fraction: number) => void,
  ): Promise<RafflePhoto> =>
    uploadFile<RafflePhoto>(photosPath(raffleId), file, 'photos.errors.upload', onProgress),
  deleteRafflePhoto: (raffleId: number, photoId: number) =>
    request<void>('DELETE', `${photosPath(raffleId)}/${photoId}`, {
      fallback: 'photos.errors.delete',
    }),

  listPayouts: (signal?: AbortSignal) =>
    requestList<AdminPayout>('/api/admin/payouts', 'errors.payouts', signal),
  listRefunds: (signal?: AbortSignal) =>
    requestList<AdminRefund>('/api/admin/refunds', 'errors.adminRefunds', signal),
  /** Mark a payout paid: 'sent' with the txid, 'manual' without one. */
  confirmPayout: (id: number, txid?: string) =>
    request<AdminPayout>('POST', `/api/admin/payouts/${id}/confirm`, {
      body: txid ? { txid } : {},
      fallback: 'errors.confirmPayout',
    }),
  /** Send again through LND (the server first looks for a transaction with its label). */
  retryPayout: (id: number) =>
    request<AdminPayout>('POST', `/api/admin/payouts/${id}/retry`, {
      fallback: 'errors.retryPayout',
    }),
  /** Every unpaid refund of a raffle, in one batched on-chain transaction. */
  payRefunds: (raffleId: number) =>
    request<AdminPayout>('POST', `/api/admin/raffles/${raffleId}/refunds/pay`, {
      fallback: 'errors.payRefunds',
    }),
  /** The operator ends a refund nobody can receive, with a reason (docs/protocols/prize-delivery.md). */
  closeRefund: (id: number, reason: string) =>
    request<AdminRefund>('POST', `/api/admin/refunds/${id}/close`, {
      body: { reason },
      fallback: 'toast.refundCloseError.title',
    }),
  /** Physical prizes and their delivery (docs/protocols/prize-delivery.md). */
  listDeliveries: (signal?: AbortSignal) =>
    requestList<AdminDelivery>('/api/admin/prize-deliveries', 'errors.deliveries', signal),
  markShipped: (raffleId: number, position: number, tracking: string) =>
    request<AdminDelivery>('POST', `/api/admin/prize-deliveries/${raffleId}/${position}/shipped`, {
      body: { tracking: tracking === '' ? null : tracking },
      fallback: 'toast.deliveryError.title',
    }),
  markDelivered: (raffleId: number, position: number) =>
    request<AdminDelivery>(
      'POST',
      `/api/admin/prize-deliveries/${raffleId}/${position}/delivered`,
      {
        fallback: 'toast.deliveryError.title',
      },
    ),
  listAnchors: (signal?: AbortSignal) =>
    requestList<AdminAnchor>('/api/admin/anchors', 'errors.anchors', signal),

  /** Downloads one raffle's export (admin), saved under the name the server gives it. */
  downloadRaffleCsv: (raffleId: number, kind: ExportKind): Promise<void> =>
    downloadAdminFile({
      path: `/api/admin/rifa/${raffleId}/export/${kind}.csv`,
      accept: 'text/csv',
      fallback: 'admin.export.failed',
      filename: (response) =>
        filenameOf(response.headers.get('Content-Disposition'), `rifa-${raffleId}.csv`),
    }),
};
