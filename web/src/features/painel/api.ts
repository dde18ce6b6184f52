// The operator's Painel (issue 16): every raffle's figures in one answer.
import type { Painel } from '@rifa/shared';
import { request } from '../../api/client.ts';

export const painelApi = {
  get: (signal?: AbortSignal) =>
    request<Painel>('GET', '/api/admin/painel', { fallback: 'errors.painel', signal }),
};
