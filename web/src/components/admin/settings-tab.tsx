import { ApiCard } from './settings/api-card.tsx';
import { BackupsCard } from './settings/backups-card.tsx';
import { useConnection } from './settings/connection.tsx';
import { NotificationsCard } from './settings/notifications-card.tsx';
import { PayoutSettingsCard } from './settings/payout-settings-card.tsx';
import { SecurityCard } from './settings/security-card.tsx';
import { SiteTextsCard } from './settings/site-texts-card.tsx';
import { StatsCard } from './settings/stats-card.tsx';
import { SystemStatusCard } from './settings/system-status-card.tsx';
import { UsersCard } from './settings/users-card.tsx';

/** 'Configurações' (spec §2, §4; DESIGN.md §5 API key shown once, §8 payout settings). */
export function SettingsTab() {
  const { connection, health, test } = useConnection();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ApiCard connection={connection} onTest={(url) => void test(url, true)} />
      <PayoutSettingsCard />
      <NotificationsCard />
      <SiteTextsCard />
      <BackupsCard />
      <UsersCard />
      <SystemStatusCard health={health} connection={connection} />
      <StatsCard />
      <SecurityCard />
    </div>
  );
}
