// The operator's Painel (docs/decisions/0016-operator-cockpit-release.md): every raffle's figures in one answer.
import type { Painel } from '@rifa/shared';
import { request } from '../../api/client.ts';

export const painelApi = {
  get: (signal?: AbortSignal) =>
    request<Painel>('GET', '/api/admin/painel', { fallback: 'errors.painel', signal }),
};
