// Issue 15's admin read beside the main client (client.ts): the draw anchors (DESIGN.md §8.2).
import type { AdminAnchor, ListResponse } from '@rifa/shared';
import { request } from './client.ts';

export const anchorsApi = {
  list: async (signal?: AbortSignal) =>
    (
      await request<ListResponse<AdminAnchor>>('GET', '/api/admin/anchors', {
        fallback: 'errors.anchors',
        signal,
      })
    ).data,
};
