// The admin's Configurações calls: payout settings (docs/protocols/draw.md), the participants and their
// reset links (docs/decisions/0014-numbers-prizes-packages.md), the statistics, a new API key, 'Testar Conexão' (spec §7), the site
// texts (docs/decisions/0014-numbers-prizes-packages.md), the backups and the operator's notifications (docs/decisions/0016-operator-cockpit-release.md). A backup download
// is saved from a Blob URL (api/admin-download.ts), an upload sent with its progress
// (api/upload-file.ts).
import type {
  AdminUserRow,
  ApiKeyCreated,
  BackupEntry,
  BackupRestoreResponse,
  Health,
  NotificationCount,
  NotificationList,
  NotificationSettings,
  NotificationSettingsInput,
  PayoutSettings,
  PayoutSettingsInput,
  PushChannel,
  ResetLinkResponse,
  SiteInfo,
  SiteInfoInput,
  Stats,
} from '@rifa/shared';
import { downloadAdminFile } from '../../api/admin-download.ts';
import { ApiError, errorMessage, request, requestList } from '../../api/client.ts';
import { uploadFile } from '../../api/upload-file.ts';

interface ConnectionResult {
  success: boolean;
  status?: number;
  error?: string;
  health?: Health;
}

export const settingsApi = {
  /** Payout mode, Lightning threshold and Lightning Address payouts (Configurações → Pagamentos). */
  getPayoutSettings: (signal?: AbortSignal) =>
    request<PayoutSettings>('GET', '/api/admin/payout-settings', {
      fallback: 'errors.payoutSettings',
      signal,
    }),
  updatePayoutSettings: (input: PayoutSettingsInput) =>
    request<PayoutSettings>('PUT', '/api/admin/payout-settings', {
      body: input,
      fallback: 'errors.updatePayoutSettings',
    }),

  listUsers: (signal?: AbortSignal) =>
    requestList<AdminUserRow>('/api/users', 'errors.users', signal),
  resetLink: (userId: number) =>
    request<ResetLinkResponse>('POST', `/api/admin/users/${userId}/reset-link`, {
      body: {},
      fallback: 'admin.resetLinkError',
    }),
  stats: (signal?: AbortSignal) =>
    request<Stats>('GET', '/api/stats', { fallback: 'errors.stats', signal }),
  createApiKey: () =>
    request<ApiKeyCreated>('POST', '/api/admin/api-key', { fallback: 'errors.apiKey' }),
  updateSite: (input: SiteInfoInput) =>
    request<SiteInfo>('PUT', '/api/admin/site', { body: input, fallback: 'admin.site.error' }),

  /** 'Testar Conexão' (spec §7): a success flag with the HTTP status, or an error message. */
  testConnection: async (baseUrl?: string): Promise<ConnectionResult> => {
    try {
      const health = await request<Health>('GET', '/api/health', {
        fallback: 'errors.health',
        ...(baseUrl !== undefined ? { baseUrl } : {}),
      });
      return { success: true, status: 200, health };
    } catch (error) {
      if (error instanceof ApiError)
        return { success: false, status: error.status, error: error.message };
      return { success: false, error: errorMessage(error) };
    }
  },
};

const backupPath = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;

/** The backups (docs/decisions/0016-operator-cockpit-release.md); a restore answers 202 and the server restarts (restart-watch.ts). */
export const backupsApi = {
  list: (signal?: AbortSignal) =>
    requestList<BackupEntry>('/api/admin/backups', 'admin.backups.loadError', signal),
  create: () =>
    request<BackupEntry>('POST', '/api/admin/backups', { fallback: 'admin.backups.createError' }),
  /** A backup file from this computer, stored beside the others (restored like any of them). */
  upload: (file: Blob, onProgress?: (fraction: number) => void) =>
    uploadFile<BackupEntry>(
      '/api/admin/backups/upload',
      file,
      'admin.backups.uploadError',
      onProgress,
    ),
  restore: (name: string, password: string) =>
    request<BackupRestoreResponse>('POST', `${backupPath(name)}/restore`, {
      body: { password },
      fallback: 'admin.backups.restoreError',
    }),
  /** Saves one backup under its own name. */
  download: (name: string): Promise<void> =>
    downloadAdminFile({
      path: `${backupPath(name)}/download`,
      fallback: 'admin.backups.downloadError',
      filename: () => name,
    }),
};

/** The operator's notifications (docs/decisions/0016-operator-cockpit-release.md): the Admin's bell and the settings card. */
export const notificationsApi = {
  unread: (signal?: AbortSignal) =>
    request<NotificationCount>('GET', '/api/admin/notifications/unread', {
      fallback: 'notifications.loadFailed',
      signal,
    }),
  list: (signal?: AbortSignal) =>
    request<NotificationList>('GET', '/api/admin/notifications', {
      fallback: 'notifications.loadFailed',
      signal,
    }),
  readAll: () =>
    request<NotificationCount>('POST', '/api/admin/notifications/read-all', {
      fallback: 'notifications.loadFailed',
    }),
  settings: (signal?: AbortSignal) =>
    request<NotificationSettings>('GET', '/api/admin/notifications/settings', {
      fallback: 'errors.notificationSettings',
      signal,
    }),
  saveSettings: (body: NotificationSettingsInput) =>
    request<NotificationSettings>('PUT', '/api/admin/notifications/settings', {
      fallback: 'errors.saveNotificationSettings',
      body,
    }),
  test: (channel: PushChannel) =>
    request<{ ok: true }>('POST', '/api/admin/notifications/test', {
      fallback: 'errors.notificationTest',
      body: { channel },
    }),
};
