import { ApiCard } from './api-card.tsx';
import { BackupsCard } from './backups/backups-card.tsx';
import { useConnection } from './connection.tsx';
import { NotificationsCard } from './notifications/notifications-card.tsx';
import { PayoutSettingsCard } from './payout-settings-card.tsx';
import { SecurityCard } from './security-card.tsx';
import { SiteDisplayCard } from './site-display-card.tsx';
import { SiteTextsCard } from './site-texts-card.tsx';
import { StatsCard } from './stats-card.tsx';
import { SystemStatusCard } from './system-status-card.tsx';
import { UsersCard } from './users/users-card.tsx';

/** 'Configurações' (spec §2, §4; docs/protocols/http-api.md API key shown once, docs/protocols/draw.md payout settings). */
export function SettingsTab() {
  const { connection, health, test } = useConnection();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ApiCard connection={connection} onTest={(url) => void test(url, true)} />
      <PayoutSettingsCard />
      <NotificationsCard />
      <SiteTextsCard />
      <SiteDisplayCard />
      <BackupsCard />
      <UsersCard />
      <SystemStatusCard health={health} connection={connection} />
      <StatsCard />
      <SecurityCard />
    </div>
  );
}
