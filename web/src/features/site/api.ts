// The site's own calls: its texts (the footer, the terms page; docs/decisions/0014-numbers-prizes-packages.md) and the server's
// health (demo mode, the node's state).
import { pageDataKeys, type Health, type SiteInfo } from '@rifa/shared';
import { request } from '../../api/client.ts';

export const siteApi = {
  site: (signal?: AbortSignal) =>
    request<SiteInfo>('GET', pageDataKeys.site, { fallback: 'terms.error', signal }),
  health: (signal?: AbortSignal) =>
    request<Health>('GET', '/api/health', { fallback: 'errors.health', signal }),
};
