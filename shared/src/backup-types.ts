// Backups the operator can touch (docs/decisions/0016-operator-cockpit-release.md): Admin → Configurações lists, downloads and
// restores the copies of the database in DATA_DIR/backups.

/** One backup file, newest first in GET /api/admin/backups. */
export interface BackupEntry {
  /** rifa-<UTC stamp>.sqlite, rifa-antes-de-restaurar-<stamp>.sqlite or rifa-enviado-<stamp>.sqlite. */
  name: string;
  /** When it was written (ISO 8601 UTC, from the name's stamp). */
  created_at: string;
  /** Its size in bytes. */
  size: number;
  /** The copy of the database taken right before a restore (kept apart from the newest 7). */
  safety: boolean;
  /** A file the operator sent ('Enviar backup': rifa-enviado-<stamp>.sqlite; newest 3 kept). */
  uploaded: boolean;
}

/** POST /api/admin/backups/:name/restore → 202: the app restarts on the restored database. */
export interface BackupRestoreResponse {
  restarting: true;
  /** The copy of the database as it was just before the restore. */
  safety_backup: string;
}
