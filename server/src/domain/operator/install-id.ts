// The app's name in LND's wallet labels (docs/protocols/draw.md): a random id made at the first start
// and kept in the database (and so in its backups). A wallet keeps labels forever, across
// installations: a reinstalled app gets a new id and never takes the old one's `rifa:1:premio`
// for its own payout.
import type { SettingsRepository } from '../ports/index.ts';

const KEY = 'install_id';

export function loadInstallId(settings: SettingsRepository, newId: () => string): string {
  const existing = settings.get(KEY);
  if (existing) return existing;
  const id = newId();
  settings.set(KEY, id);
  return id;
}
