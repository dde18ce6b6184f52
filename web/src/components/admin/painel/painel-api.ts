// Issue 16's admin calls beside the main client (client.ts): the Painel, and the per-raffle
// CSV exports (saved from a Blob URL, admin-download.ts).
import type { ExportKind, Painel } from '@rifa/shared';
import { downloadAdminFile } from '../../../api/admin-download.ts';
import { request } from '../../../api/client.ts';

export const painelApi = {
  get: (signal?: AbortSignal) =>
    request<Painel>('GET', '/api/admin/painel', { fallback: 'errors.painel', signal }),
};

/** 'attachment; filename="rifa-7-compras.csv"' → 'rifa-7-compras.csv'. */
function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Downloads one raffle's export (admin), saved under the name the server gives it. */
export function downloadRaffleCsv(raffleId: number, kind: ExportKind): Promise<void> {
  return downloadAdminFile({
    path: `/api/admin/rifa/${raffleId}/export/${kind}.csv`,
    accept: 'text/csv',
    fallback: 'admin.export.failed',
    filename: (response) =>
      filenameOf(response.headers.get('Content-Disposition'), `rifa-${raffleId}.csv`),
  });
}
