// Issue 14's calls beside the main client (client.ts): the footer's site texts, the admin's
// edit of them, and the winners page's list.
import {
  pageDataKeys,
  type ListResponse,
  type SiteInfo,
  type SiteInfoInput,
  type WinnersEntry,
} from '@rifa/shared';
import { request } from './client.ts';

export const siteApi = {
  site: (signal?: AbortSignal) =>
    request<SiteInfo>('GET', pageDataKeys.site, { fallback: 'terms.error', signal }),
  updateSite: (input: SiteInfoInput) =>
    request<SiteInfo>('PUT', '/api/admin/site', { body: input, fallback: 'admin.site.error' }),
  winners: async (signal?: AbortSignal) =>
    (
      await request<ListResponse<WinnersEntry>>('GET', pageDataKeys.winners, {
        fallback: 'winners.error',
        signal,
      })
    ).data,
};
