import { sdk } from './sdk';

// main: the SQLite database (rifa.sqlite, with its -wal), jwt-secret, admin-password.txt.
// startos: store.json (admin password, payout mode). rsync of a live SQLite file in WAL
// mode is consistent once the service is stopped; StartOS stops it for a backup.
export const { createBackup, restoreInit } = sdk.setupBackups(async () =>
  sdk.Backups.ofVolumes('main', 'startos'),
);
