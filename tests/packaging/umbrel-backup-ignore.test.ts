// docs/decisions/0016-operator-cockpit-release.md: Umbrel's own backups skip the app's backup folder (backupIgnore) — the database is
// in them already — and with it a restore's staging files, so an Umbrel backup taken during a
// restore holds the old database without a half-done restore.
import path from 'node:path';
import { expect, it } from 'vitest';
import { backupDir } from '../../server/src/adapters/sqlite/operator/backup.ts';
import { MARKER, STAGED } from '../../server/src/adapters/sqlite/operator/backup-restore.ts';
import { readCompose, readUmbrelApp } from './umbrel-files.ts';

it("Umbrel's backups skip data/backups/*, where a restore is staged", () => {
  // Umbrel's app-data data/ is the container's DATA_DIR.
  const app = Object.values(readCompose().services).find((service) =>
    service.volumes?.includes('${APP_DATA_DIR}/data:/data'),
  );
  expect(app?.environment?.DATA_DIR).toBe('/data');
  expect(readUmbrelApp().backupIgnore).toContain('data/backups/*');
  for (const file of [MARKER, STAGED])
    expect(path.posix.join(backupDir('data'), file)).toMatch(/^data\/backups\/[^/]+$/);
});
