// The operator feature's public face: what other features, the HTTP layer and the composition use.
export { createAdminKeys } from './admin-keys.ts';
export type { AdminKeys } from './admin-keys.ts';
export { createAdminReads } from './admin-reads.ts';
export type { AdminReads } from './admin-reads.ts';
export { createBackups } from './backups.ts';
export type { Backups } from './backups.ts';
export { createHealthProbe } from './health.ts';
export type { HealthDeps } from './health.ts';
export { loadInstallId } from './install-id.ts';
export { REQUIRED_LND_PERMISSIONS, checkLndPermissions } from './node-permissions.ts';
export { createNotifications } from './notifications/notifications.ts';
export type { Notifications } from './notifications/notifications.ts';
export { createSiteInfo } from './site-info.ts';
export type { SiteInfoService } from './site-info.ts';
