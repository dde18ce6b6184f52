// The admin's Configurações: the tab, the notification bell of the Admin page, and its calls. A
// feature is entered through its index.ts (docs/architecture.md#the-web-app).
export { settingsApi } from './api.ts';
export { NotificationBell } from './notifications/notification-bell.tsx';
export { SettingsTab } from './settings-tab.tsx';
